/**
 * The example dashboards a new instance loads: each one opens, every chart on it (under every
 * tab) reaches `rendered` with no error, and the page meets no failed request, console error or
 * uncaught exception. The stock prices, a metric saved in dollars, show their currency. A screenshot of each tab lands in /tmp/panorama-shots/example-dashboards/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DASHBOARD_SPECS } from '../../server/src/examples/content/example-dashboard-specs';
import type {
  ExampleDashboardSpec,
  LayoutRow,
} from '../../server/src/examples/content/example-content-spec';
import type { ApiSession } from './support/apiSession';
import { useListTestSession } from './support/listTestSession';
import { watchPageProblems } from './support/pageProblems';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'example-dashboards');

let page: Page;
let api: ApiSession;

useListTestSession(
  async (admin) => {
    api = admin;
    fs.mkdirSync(SHOTS, { recursive: true });
  },
  {
    env: { LOAD_EXAMPLES: 'true', LOAD_EXAMPLE_DASHBOARDS: 'true' },
    viewport: { width: 1600, height: 1000 },
    timeoutMs: 300_000,
    opened: (opened) => (page = opened.page),
  },
);

async function dashboardIdOf(slug: string): Promise<number> {
  const { result } = await api.get<{ result: Array<{ id: number; slug: string }> }>(
    '/api/v1/dashboard/?q=(page_size:100)',
  );
  const found = result.find((dashboard) => dashboard.slug === slug);
  if (!found) throw new Error(`No example dashboard ${slug}`);
  return found.id;
}

function chartHolder(title: string): Locator {
  return page
    .locator('.pn-chart-holder')
    .filter({ has: page.getByTestId('chart-title').getByText(title, { exact: true }) });
}

/** The titles of the charts a group of layout rows shows. */
function chartTitles(dashboard: ExampleDashboardSpec, rows: readonly LayoutRow[]): string[] {
  const names = new Map(dashboard.charts.map((chart) => [chart.key, chart.name]));
  return rows.flatMap((row) =>
    row.flatMap((cell) => ('chart' in cell ? [names.get(cell.chart) ?? cell.chart] : [])),
  );
}

/**
 * Each chart's settled status (rendered or failed) with the alert of a failure; each is scrolled
 * into view first, since a dashboard only queries the charts a user can see.
 */
async function settledStatuses(titles: readonly string[]) {
  const statuses: Array<{ title: string; status: string | null; alert: string }> = [];
  for (const title of titles) {
    const holder = chartHolder(title);
    await holder.first().scrollIntoViewIfNeeded();
    const state = holder.locator('[data-chart-status]').first();
    await expect
      .poll(() => state.getAttribute('data-chart-status'), { timeout: 60_000 })
      .toMatch(/^(rendered|failed)$/);
    const status = await state.getAttribute('data-chart-status');
    const alerts = holder.getByTestId('chart-alert');
    const alert = (await alerts.count()) > 0 ? ((await alerts.first().textContent()) ?? '') : '';
    statuses.push({ title, status, alert });
  }
  return statuses;
}

const rendered = (titles: readonly string[]) =>
  titles.map((title) => ({ title, status: 'rendered', alert: '' }));

async function shot(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    timeout: 0,
  });
}

describe('the example dashboards', () => {
  it.each(EXAMPLE_DASHBOARD_SPECS.map((spec) => [spec.title, spec] as const))(
    '%s: every chart renders',
    async (_title, dashboard) => {
      const problems = watchPageProblems(page);
      try {
        await page.goto(`/dashboard/${await dashboardIdOf(dashboard.slug)}/`);
        const tabs = dashboard.tabs ?? [];
        const firstTab = tabs[0]?.rows ?? [];
        const first = chartTitles(dashboard, [...dashboard.rows, ...firstTab]);
        expect(await settledStatuses(first)).toEqual(rendered(first));
        await shot(`${dashboard.slug}-1`);
        for (const [index, tab] of tabs.entries()) {
          if (index === 0) continue;
          await page.getByRole('tab', { name: tab.title, exact: true }).click();
          const titles = chartTitles(dashboard, tab.rows);
          expect(await settledStatuses(titles)).toEqual(rendered(titles));
          await shot(`${dashboard.slug}-${index + 1}`);
        }
        expect(problems.problems()).toEqual([]);
      } finally {
        problems.stop();
      }
    },
    300_000,
  );

  it('writes the stock prices, saved in dollars, with the dollar sign', async () => {
    const markets = EXAMPLE_DASHBOARD_SPECS.find((spec) =>
      spec.charts.some((chart) => chart.name === 'Average price by symbol and year'),
    );
    if (!markets) throw new Error('No example dashboard has the stock price pivot');
    await page.goto(`/dashboard/${await dashboardIdOf(markets.slug)}/`);
    const pivot = chartHolder('Average price by symbol and year');
    await pivot.scrollIntoViewIfNeeded();
    await pivot.locator('[data-chart-status="rendered"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => pivot.textContent()).toMatch(/\$ \d[\d,]*\.\d\d/);
    await pivot.screenshot({ path: path.join(SHOTS, 'stock-pivot-currency.png') });
  }, 120_000);
});
