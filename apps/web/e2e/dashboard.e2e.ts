/**
 * Dashboards end to end: build a dashboard from scratch in edit
 * mode — tabs, a row of two charts, a markdown with a heading, a header — resize a chart, undo
 * and redo, hit the 'not enough space' refusal, save, reload and see it unchanged; conflicting
 * saves from two browser contexts trigger the overwrite prompt; publish; star; auto-refresh
 * re-queries; uiConfig=1 hides the title; a permalink restores the active tab; two pies of one
 * dashboard draw a category in one colour; a click on a big number hints it cannot cross-filter.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { datasetIdOf, q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { chartsQueriedBy } from './support/chartDataRequests';
import {
  chartFrame,
  clickCopyPermalink,
  dashboardChart,
  dragBy,
  dragOnto,
} from './support/dashboardPage';
import { oneRowLayout } from './support/dashboardLayout';
import { toast } from './support/listPage';
import { createPlainPie, pieSliceColors, pieSlicesOf } from './support/pieSliceColors';
import { useListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'dashboard');

let page: Page;
let api: ApiSession;
let dashboardId = 0;
const charts: number[] = [];

const shot = (target: Page, name: string) =>
  target.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

interface LayoutItem {
  type: string;
  children: string[];
  meta: Record<string, unknown>;
}

async function storedLayout(): Promise<Record<string, LayoutItem>> {
  const detail = await api.get<{ result: { position_json: string | null } }>(
    `/api/v1/dashboard/${dashboardId}`,
  );
  return JSON.parse(detail.result.position_json ?? '{}') as Record<string, LayoutItem>;
}

const byType = (layout: Record<string, LayoutItem>, type: string) =>
  Object.values(layout).filter((item) => item?.type === type);

const session = useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
    const datasetId = await datasetIdOf(api, 'seattle_weather');
    const specs = [
      ['Days by weather', 'pie', { groupby: ['weather'], metric: 'count' }],
      [
        'Monthly max temperature',
        'echarts_timeseries_line',
        { x_axis: 'date', time_grain_sqla: 'P1M', metrics: ['avg_temp_max'], groupby: [] },
      ],
      ['Rainy days', 'big_number_total', { metric: 'rainy_days' }],
    ] as const;
    for (const [name, vizType, params] of specs) {
      const created = await api.post<{ id: number }>('/api/v1/chart/', {
        slice_name: name,
        viz_type: vizType,
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ ...params, viz_type: vizType, datasource: `${datasetId}__table` }),
      });
      charts.push(created.id);
    }
    const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Seattle weather',
    });
    dashboardId = dashboard.id;
  },
  {
    env: { LOAD_EXAMPLES: 'true' },
    viewport: { width: 1440, height: 1000 },
    timeoutMs: 240_000,
    opened: (opened) => (page = opened.page),
  },
);

describe('dashboard', () => {
  it('builds a dashboard from scratch in edit mode, resizes, undoes and redoes, saves', async () => {
    await page.goto(`/dashboard/${dashboardId}/?edit=true`);
    const palette = page.getByTestId('dashboard-builder-sidepane');
    await palette.waitFor();
    await shot(page, '01-empty-edit.png');

    // Tabs first: dropped on the empty grid.
    await dragOnto(
      page,
      page.getByTestId('new-component-TABS'),
      page.getByTestId('dashboard-grid'),
    );
    await shot(page, '02-tabs.png');
    const tabContent = page.getByTestId('dashboard-tab').first();

    // Two charts side by side: the first lands in the empty tab (wrapped in a new row), the
    // second to the right of the first.
    await palette.getByRole('tab', { name: 'Charts' }).click();
    await dragOnto(page, page.getByTestId(`palette-chart-${charts[0]}`), tabContent);
    await dashboardChart(page, charts[0]!).waitFor();
    await dragOnto(
      page,
      page.getByTestId(`palette-chart-${charts[1]}`),
      dashboardChart(page, charts[0]!),
      'right',
    );
    await dashboardChart(page, charts[1]!).waitFor();
    await shot(page, '03-two-charts.png');

    // A markdown below the row and a header above it.
    await palette.getByRole('tab', { name: 'Layout elements' }).click();
    const row = page.getByTestId('dashboard-row').first();
    await dragOnto(page, page.getByTestId('new-component-MARKDOWN'), row, 'bottom');
    await page.getByTestId('dashboard-markdown').first().waitFor();
    await dragOnto(page, page.getByTestId('new-component-HEADER'), row, 'top');
    await page.getByTestId('dashboard-header-component').first().waitFor();
    await shot(page, '04-markdown-header.png');

    // The markdown's own text: a heading.
    const markdown = page.getByTestId('dashboard-markdown').first();
    await markdown.hover();
    await markdown.getByTestId('markdown-mode').getByText('Edit').click();
    await markdown.getByTestId('markdown-editor').fill('# Weather notes\n\nRain is the norm.');
    await markdown.getByTestId('markdown-mode').getByText('Preview').click();
    await expect.poll(() => markdown.locator('h1').textContent()).toBe('Weather notes');

    // The row is full (4 + 4 + 4 columns): one more chart does not fit.
    await palette.getByRole('tab', { name: 'Charts' }).click();
    await dragOnto(page, page.getByTestId(`palette-chart-${charts[2]}`), row, 'right');
    await toast(
      page,
      'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    );
    expect(await dashboardChart(page, charts[2]!).count()).toBe(0);

    // Resize the first chart one column narrower; undo and redo it.
    const first = dashboardChart(page, charts[0]!);
    const width = async () => Math.round((await first.boundingBox())?.width ?? 0);
    const before = await width();
    const frame = chartFrame(page, charts[0]!);
    await frame.hover();
    const columnWidth = before / 4;
    await dragBy(page, frame.getByTestId('resize-handle-right').first(), -columnWidth, 0);
    await expect.poll(width).toBeLessThan(before - columnWidth / 2);
    const narrower = await width();
    await shot(page, '05-resized.png');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(width).toBe(before);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(width).toBe(narrower);

    // A second tab holding a divider (the permalink test below comes back to it).
    await palette.getByRole('tab', { name: 'Layout elements' }).click();
    const tabsFrame = page.locator('[data-edit-type="TABS"]').first();
    // The tabs container's own tools show while the pointer is on its tab bar.
    await tabsFrame.locator('.ant-tabs-nav').first().hover();
    await tabsFrame.getByTestId('add-tab').first().click();
    await expect.poll(() => page.locator('.ant-tabs-tab').count()).toBeGreaterThanOrEqual(2);
    await page.locator('.ant-tabs-tab').nth(1).click();
    await dragOnto(
      page,
      page.getByTestId('new-component-DIVIDER'),
      page.getByTestId('dashboard-tab').nth(1),
    );
    await page.getByTestId('dashboard-divider').first().waitFor();
    await page.locator('.ant-tabs-tab').first().click();

    // Save, reload in view mode and see the same dashboard.
    await page.getByTestId('dashboard-save').click();
    await toast(page, 'This dashboard was saved successfully.');
    const saved = await storedLayout();
    expect(byType(saved, 'TABS')).toHaveLength(1);
    expect(byType(saved, 'TAB')).toHaveLength(2);
    expect(byType(saved, 'DIVIDER')).toHaveLength(1);
    expect(byType(saved, 'HEADER').map((h) => h.meta.text)).toContain('New header');
    expect(byType(saved, 'MARKDOWN').map((m) => m.meta.code)).toEqual([
      '# Weather notes\n\nRain is the norm.',
    ]);
    const savedCharts = byType(saved, 'CHART');
    expect(savedCharts.map((c) => [c.meta.chartId, c.meta.width])).toEqual([
      [charts[0], 3],
      [charts[1], 4],
    ]);
    await page.goto(`/dashboard/${dashboardId}/`);
    await page.getByTestId('dashboard-title').waitFor();
    expect(await page.getByTestId('dashboard-builder-sidepane').count()).toBe(0);
    for (const id of charts.slice(0, 2))
      await dashboardChart(page, id).locator('[data-chart-status="rendered"]').waitFor();
    expect(await page.getByTestId('dashboard-markdown').locator('h1').textContent()).toBe(
      'Weather notes',
    );
    expect(await page.getByTestId('dashboard-header-component').textContent()).toContain(
      'New header',
    );
    // Without the edit panel the grid is wider; the first chart is still the narrower one.
    const secondWidth = (await dashboardChart(page, charts[1]!).boundingBox())?.width ?? 0;
    expect(await width()).toBeLessThan(secondWidth - 20);
    expect(await storedLayout()).toEqual(saved);
    await shot(page, '06-saved-view.png');
  });

  it("stops a save that would overwrite someone else's changes, then overwrites on confirm", async () => {
    const [otherContext, other] = await session.signIn('admin', session.server.adminPassword);
    try {
      await page.goto(`/dashboard/${dashboardId}/?edit=true`);
      await other.goto(`/dashboard/${dashboardId}/?edit=true`);
      for (const target of [page, other]) await target.getByTestId('dashboard-markdown').waitFor();

      const editMarkdown = async (target: Page, text: string) => {
        const markdown = target.getByTestId('dashboard-markdown').first();
        await markdown.hover();
        await markdown.getByTestId('markdown-mode').getByText('Edit').click();
        await markdown.getByTestId('markdown-editor').fill(text);
        await markdown.getByTestId('markdown-mode').getByText('Preview').click();
      };
      // The other person saves first.
      await editMarkdown(other, '# Theirs');
      await other.getByTestId('dashboard-save').click();
      await toast(other, 'This dashboard was saved successfully.');

      // Our save would overwrite their change: blocked, with the prompt.
      await editMarkdown(page, '# Ours');
      await page.getByTestId('dashboard-save').click();
      const prompt = page
        .getByRole('dialog')
        .filter({ hasText: 'Please confirm the overwrite values.' });
      await prompt.waitFor();
      await shot(page, '07-overwrite-prompt.png');
      expect(await prompt.textContent()).toContain('Please confirm the overwrite values.');
      expect(byType(await storedLayout(), 'MARKDOWN')[0]?.meta.code).toBe('# Theirs');
      await page.getByTestId('overwrite-confirm').click();
      await toast(page, 'This dashboard was saved successfully.');
      expect(byType(await storedLayout(), 'MARKDOWN')[0]?.meta.code).toBe('# Ours');
    } finally {
      await otherContext.close();
    }
  });

  it('publishes and stars the dashboard', async () => {
    await page.goto(`/dashboard/${dashboardId}/`);
    const status = page.getByTestId('dashboard-published-status');
    await status.waitFor();
    expect(await status.textContent()).toContain('Draft');
    await status.click();
    await toast(page, 'This dashboard is now published');
    await expect.poll(() => status.textContent()).toContain('Published');
    const detail = await api.get<{ result: { published: boolean } }>(
      `/api/v1/dashboard/${dashboardId}`,
    );
    expect(detail.result.published).toBe(true);

    await page.getByTestId('dashboard-header').getByTestId('favorite-star').click();
    await expect
      .poll(async () => {
        const fav = await api.get<{ result: Array<{ value: boolean }> }>(
          `/api/v1/dashboard/favorite_status/?q=${q([dashboardId])}`,
        );
        return fav.result[0]?.value;
      })
      .toBe(true);
  });

  it('re-queries its charts on the auto-refresh interval', async () => {
    await page.goto(`/dashboard/${dashboardId}/`);
    for (const id of charts.slice(0, 2))
      await dashboardChart(page, id).locator('[data-chart-status="rendered"]').waitFor();
    let chartQueries = 0;
    page.on('request', (request) => {
      chartQueries += chartsQueriedBy(request).length;
    });
    await page.getByTestId('dashboard-actions').click();
    await page.getByRole('menuitem', { name: 'Set auto-refresh interval' }).click();
    const modal = page.getByTestId('refresh-interval-modal');
    await modal.getByRole('combobox').click();
    await page.getByTitle('10 seconds').click();
    await modal.getByRole('button', { name: 'Save' }).click();
    // Both charts of the visible tab query again within one interval (plus the stagger).
    await expect.poll(() => chartQueries, { timeout: 25_000 }).toBeGreaterThanOrEqual(2);
  });

  it('hides the title with uiConfig=1 and restores the active tab from a permalink', async () => {
    await page.goto(`/dashboard/${dashboardId}/?uiConfig=1`);
    await dashboardChart(page, charts[0]!).locator('[data-chart-status="rendered"]').waitFor();
    expect(await page.getByTestId('dashboard-title').count()).toBe(0);

    await page.goto(`/dashboard/${dashboardId}/`);
    await page.locator('.ant-tabs-tab').nth(1).click();
    await page.getByTestId('dashboard-divider').first().waitFor();
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const permalinkCall = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/permalink'),
    );
    await clickCopyPermalink(page);
    const response = await permalinkCall;
    const { url } = (await response.json()) as { url: string };
    await toast(page, 'Link Copied!');
    await page.goto('/');
    await page.goto(url);
    await page.getByTestId('dashboard-divider').first().waitFor();
    expect(await page.locator('.ant-tabs-tab').nth(1).getAttribute('class')).toContain(
      'ant-tabs-tab-active',
    );
    await shot(page, '08-permalink-tab.png');
  });

  it('draws a category in one colour in every chart, and hints that a big number cannot filter', async () => {
    const datasetId = await datasetIdOf(api, 'seattle_weather');
    // Two pies of the same categories in different orders: each alone would colour them apart.
    const pies: Array<{ id: number; metric: string }> = [];
    for (const metric of ['count', 'avg_temp_max']) {
      pies.push({ id: await createPlainPie(api, datasetId, 'weather', metric), metric });
    }
    const bigNumber = charts[2]!;
    const cell = (id: number) => ({
      type: 'CHART' as const,
      id: `CHART-${id}`,
      meta: { chartId: id, width: 4, height: 50 },
    });
    const board = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: 'Weather colours',
      position_json: oneRowLayout([...pies.map((pie) => cell(pie.id)), cell(bigNumber)]),
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', label_colors: {} }),
    });
    const slices = await Promise.all(
      pies.map((pie) => pieSlicesOf(api, datasetId, 'weather', pie.metric)),
    );
    const names = slices.map((list) => list.map((slice) => slice.name));
    expect(names[0]).not.toEqual(names[1]);
    expect([...names[0]!].sort()).toEqual([...names[1]!].sort());

    // The owner's page records the shared colours, so the next visit starts with them.
    const colorsSaved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        new URL(r.url()).pathname === `/api/v1/dashboard/${board.id}/colors`,
    );
    await page.goto(`/dashboard/${board.id}/`);
    const colorsOf = (index: number) =>
      pieSliceColors(
        dashboardChart(page, pies[index]!.id).locator('[data-chart-status="rendered"]'),
        slices[index]!,
      );
    for (const pie of pies) {
      await dashboardChart(page, pie.id).locator('[data-chart-status="rendered"]').waitFor();
    }
    // The shared colours arrive once both pies have reported their labels.
    await expect
      .poll(async () => [await colorsOf(0), await colorsOf(1)], { timeout: 20_000 })
      .toSatisfy(
        ([first, second]) => JSON.stringify(first) === JSON.stringify({ ...first, ...second }),
      );
    const [first, second] = [await colorsOf(0), await colorsOf(1)];
    for (const name of names[0]!) expect(second[name], name).toBe(first[name]);
    expect(new Set(Object.values(first)).size).toBe(names[0]!.length);
    await page.screenshot({ path: '/tmp/panorama-shots/colors-shared-pies.png' });
    expect((await colorsSaved).status()).toBe(200);
    const detail = await api.get<{ result: { json_metadata: string } }>(
      `/api/v1/dashboard/${board.id}`,
    );
    const stored = JSON.parse(detail.result.json_metadata) as {
      shared_label_colors: string[];
      map_label_colors: Record<string, string>;
    };
    expect([...stored.shared_label_colors].sort()).toEqual([...names[0]!].sort());
    for (const name of names[0]!) {
      expect(stored.map_label_colors[name]?.toLowerCase(), name).toBe(first[name]);
    }

    await dashboardChart(page, bigNumber).locator('[data-chart-status="rendered"]').click();
    await toast(page, 'This visualization type does not support cross-filtering.');
    await page.screenshot({ path: '/tmp/panorama-shots/colors-cross-filter-hint.png' });

    // Opened from the dashboard, explore draws the chart in the dashboard's colours.
    await dashboardChart(page, pies[1]!.id).getByTestId('chart-menu').click();
    await page.getByRole('menuitem', { name: 'Edit chart' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/explore/p/'));
    const explored = page.locator('[data-chart-status="rendered"]').first();
    await explored.waitFor();
    expect(await pieSliceColors(explored, slices[1]!)).toEqual(second);
    await page.screenshot({ path: '/tmp/panorama-shots/colors-explore-from-dashboard.png' });
  });
});
