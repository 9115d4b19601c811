/**
 * Sharing and the user menu in the browser: the dashboard's and a chart's Share menus copy or
 * mail a permalink (the mail's subject is the title, however it is written, and the link opens
 * the same dashboard or chart), a chart's embed code holds its standalone view, which opens, and the user
 * menu's Info shows the signed-in user with their roles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import { oneRowLayout } from './support/dashboardLayout';
import { dashboardChart } from './support/dashboardPage';
import { clickMenuItem } from './support/menus';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'share');
// Titles with markup and mail-header characters: they must arrive as plain text.
const DASHBOARD_TITLE = 'Weather <i>board</i> & "co"';
const CHART_NAME = 'Days <b>by</b> weather & rain';

// The submenu's name carries its icons' labels ("link Share right"); its entries have more words.
const SHARE_SUBMENU = /^(\S+ )?Share( \S+)?$/;

let page: Page;
let chartId = 0;
let dashboardId = 0;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

useListTestSession(
  async (api) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const datasetId = await datasetIdOf(api, 'seattle_weather');
    const params = {
      viz_type: 'pie',
      datasource: `${datasetId}__table`,
      groupby: ['weather'],
      metric: 'count',
      adhoc_filters: [],
      time_range: 'No filter',
    };
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: CHART_NAME,
      viz_type: 'pie',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    chartId = chart.id;
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: DASHBOARD_TITLE,
    });
    dashboardId = dashboard.id;
    await api.put(`/api/v1/dashboard/${dashboardId}`, {
      position_json: oneRowLayout([
        {
          type: 'CHART',
          id: 'CHART-1',
          meta: { chartId, width: 6, height: 60, sliceName: CHART_NAME },
        },
      ]),
    });
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    viewport: { width: 1400, height: 900 },
    timeoutMs: 240_000,
    opened: (opened) => {
      page = opened.page;
      // A mailto: link would hand over to a mail program: record it instead.
      void opened.context.addInitScript(() => {
        const click = HTMLAnchorElement.prototype.click;
        const sent: string[] = [];
        (window as unknown as { mailtoLinks: string[] }).mailtoLinks = sent;
        HTMLAnchorElement.prototype.click = function clickUnlessMail(this: HTMLAnchorElement) {
          if (this.href.startsWith('mailto:')) sent.push(this.href);
          else click.call(this);
        };
      });
    },
  },
);

/** Opens a menu, then its Share submenu (shown on hover), and clicks `item` in it. */
async function clickShareItem(openMenu: () => Promise<void>, item: string): Promise<void> {
  const share = page.getByRole('menuitem', { name: SHARE_SUBMENU });
  await clickMenuItem(
    async () => {
      if (!(await share.isVisible())) await openMenu();
      await page.mouse.move(0, 0);
      await share.hover({ timeout: 5_000 }).catch(() => undefined);
    },
    page.getByRole('menuitem', { name: item, exact: true }),
  );
}

/** The mailto: link the page handed out last, as subject and body. */
async function lastMail(): Promise<{ subject: string; body: string }> {
  let href = '';
  await expect
    .poll(
      async () => {
        const links = await page.evaluate(
          () => (window as unknown as { mailtoLinks: string[] }).mailtoLinks,
        );
        href = links.at(-1) ?? '';
        return href;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^mailto:/);
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  return { subject: params.get('Subject') ?? '', body: params.get('Body') ?? '' };
}

async function openDashboard(): Promise<Locator> {
  await page.goto(`/dashboard/${dashboardId}/`);
  const holder = dashboardChart(page, chartId);
  await holder.locator('[data-chart-status="rendered"]').waitFor({ timeout: 60_000 });
  return holder;
}

describe('share menus', () => {
  it('mails the dashboard permalink with the title as subject', async () => {
    await openDashboard();
    const openMenu = () => page.getByTestId('dashboard-actions').click();
    await clickShareItem(openMenu, 'Share permalink by email');
    const mail = await lastMail();
    expect(mail.subject).toBe(`Panorama ${DASHBOARD_TITLE}`);
    const prefix = 'Check out this dashboard: ';
    expect(mail.body.startsWith(prefix)).toBe(true);
    const permalink = mail.body.slice(prefix.length);
    expect(permalink).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

    // Both entries are in the menu, as the screenshot shows.
    await openMenu();
    await page.getByRole('menuitem', { name: SHARE_SUBMENU }).hover();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).waitFor();
    await shot('dashboard-share-menu.png');
    await page.keyboard.press('Escape');

    await page.goto(permalink);
    await page.waitForURL((url) => url.pathname === `/dashboard/${dashboardId}/`);
    await dashboardChart(page, chartId)
      .locator('[data-chart-status="rendered"]')
      .waitFor({ timeout: 60_000 });
  }, 180_000);

  it("mails a dashboard chart's permalink and gives embed code that frames the chart", async () => {
    const holder = await openDashboard();
    const openMenu = async () => {
      await holder.hover();
      await holder.getByTestId('chart-menu').click();
    };
    await clickShareItem(openMenu, 'Share permalink by email');
    const mail = await lastMail();
    expect(mail.subject).toBe(`Panorama Chart ${CHART_NAME}`);
    const prefix = 'Check out this chart: ';
    expect(mail.body.startsWith(prefix)).toBe(true);
    expect(mail.body.slice(prefix.length)).toMatch(/\/explore\/p\/[^/]+\/$/);

    await clickShareItem(openMenu, 'Embed code');
    const dialog = page.getByRole('dialog', { name: 'Embed code' });
    const textarea = dialog.getByTestId('embed-code-textarea');
    await expect.poll(() => textarea.inputValue(), { timeout: 20_000 }).toContain('<iframe');
    await dialog.getByTestId('embed-height').fill('350');
    await expect.poll(() => textarea.inputValue()).toContain('height="350"');
    await shot('chart-embed-code.png');
    const snippet = await textarea.inputValue();
    const src = /src="([^"]+)"/.exec(snippet)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(src).toMatch(/\/explore\/p\/[^/]+\/\?standalone=1&height=350$/);
    await page.keyboard.press('Escape');

    // The snippet's address shows the chart alone.
    await page.goto(src);
    await page.getByTestId('explore-standalone').waitFor({ timeout: 60_000 });
    await page
      .locator('[data-testid="explore-standalone"] [data-chart-status="rendered"]')
      .waitFor({ timeout: 60_000 });
    await shot('chart-embedded.png');
  }, 240_000);

  it("offers explore's Share entries, the embed code among them", async () => {
    await page.goto(`/explore/?slice_id=${chartId}`);
    await page
      .locator('[data-testid="explore"] [data-chart-status="rendered"]')
      .waitFor({ timeout: 60_000 });
    await clickMenuItem(
      () => page.getByTestId('explore-share').click(),
      page.getByRole('menuitem', { name: 'Embed code' }),
    );
    const textarea = page
      .getByRole('dialog', { name: 'Embed code' })
      .getByTestId('embed-code-textarea');
    await expect
      .poll(() => textarea.inputValue(), { timeout: 20_000 })
      .toMatch(/src="[^"]+\/explore\/p\/[^/]+\/\?standalone=1&amp;height=400"/);
    await page
      .getByRole('dialog', { name: 'Embed code' })
      .getByRole('button', { name: 'Close' })
      .click();
    await clickMenuItem(
      () => page.getByTestId('explore-share').click(),
      page.getByRole('menuitem', { name: 'Share permalink by email' }),
    );
    expect((await lastMail()).subject).toBe(`Panorama Chart ${CHART_NAME}`);
    await page.getByTestId('explore-share').click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).waitFor();
    await shot('explore-share-menu.png');
    await page.keyboard.press('Escape');
  }, 180_000);
});

describe('user menu', () => {
  it('shows the profile with the roles, and offers Logout', async () => {
    await page.goto('/');
    await clickMenuItem(
      () => page.getByTestId('user-menu').click(),
      page.getByRole('menuitem', { name: 'Info' }),
    );
    await page.waitForURL((url) => url.pathname === '/profile/');
    await expect.poll(() => page.getByTestId('profile-username').textContent()).toBe('admin');
    expect(await page.getByTestId('profile-roles').textContent()).toContain('Admin');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await shot('profile.png');
    await page.keyboard.press('Escape');
  });
});
