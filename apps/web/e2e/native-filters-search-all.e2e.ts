/**
 * A select filter with "Dynamically search all filter values" on a column of 2000 distinct codes
 * (more than the 1000 a select filter loads at first): without the setting the 1500th code cannot
 * be found by typing; once it is switched on in the filter configuration modal, typing queries
 * the server (an ILIKE filter on the column, still 1000 rows at most), the code can be picked,
 * it stays selected once the search is cleared, and Apply filters the dashboard's chart by it.
 *
 * Runs against apps/web/dist, or against the build in E2E_WEB_DIST_DIR when that is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findId, type ApiSession } from './support/apiSession';
import { oneRowLayout } from './support/dashboardLayout';
import { dashboardChart } from './support/dashboardPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { nativeFilter } from './support/nativeFiltersFixture';
import { watchPageProblems } from './support/pageProblems';

const SHOTS = '/tmp/panorama-shots/filtersearch';
/** 2000 codes; `n` is the code's number, so the chart's SUM(n) tells which codes it counts. */
const CODES_SQL = `SELECT 'code-' || lpad(CAST(i AS VARCHAR), 4, '0') AS code, i AS n
  FROM range(1, 2001) t(i)`;
const ALL_CODES_SUM = (2000 * 2001) / 2;

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let dashboardId = 0;
let chartId = 0;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

async function createCodesDashboard(): Promise<void> {
  const database = await findId(api, 'database', 'database_name', 'examples');
  const dataset = await api.post<{ id: number }>('/api/v1/dataset/', {
    database,
    schema: 'main',
    table_name: 'many_codes',
    sql: CODES_SQL,
  });
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Two thousand codes',
  });
  dashboardId = dashboard.id;
  const chart = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Sum of code numbers',
    viz_type: 'big_number_total',
    datasource_id: dataset.id,
    datasource_type: 'table',
    dashboards: [dashboardId],
    params: JSON.stringify({
      viz_type: 'big_number_total',
      datasource: `${dataset.id}__table`,
      metric: {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'n' },
        label: 'Sum of n',
      },
      time_range: 'No filter',
      y_axis_format: ',d',
    }),
  });
  chartId = chart.id;
  const code = nativeFilter('NATIVE_FILTER-code', 'Code', 'filter_select', {
    targets: [{ datasetId: dataset.id, column: { name: 'code' } }],
    chartsInScope: [chartId],
    controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
  });
  await api.put(`/api/v1/dashboard/${dashboardId}`, {
    json_metadata: JSON.stringify({ native_filter_configuration: [code] }),
    position_json: oneRowLayout([
      { type: 'CHART', id: 'CHART-codes', meta: { chartId, width: 4, height: 50 } },
    ]),
  });
}

/** The number the big number chart shows (formatted ',d'). */
async function shownNumber(): Promise<number | null> {
  const chart = dashboardChart(page, chartId);
  if ((await chart.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = await chart.getByTestId('big-number-header').textContent();
  const digits = text?.replace(/[^\d-]/g, '') ?? '';
  return digits === '' ? null : Number(digits);
}

function codeFilter(): Locator {
  return page.locator('[data-filter-id="NATIVE_FILTER-code"]');
}

function dropdownOptions(): Locator {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}

async function openDashboard(): Promise<void> {
  await page.goto(`/dashboard/${dashboardId}/`);
  await page.getByTestId('filter-bar').waitFor();
  await dashboardChart(page, chartId).locator('[data-chart-status="rendered"]').waitFor();
  await expect.poll(() => codeFilter().textContent()).toContain('1000 option(s)');
}

/** Focuses the filter's select and types; answers the select's search box. */
async function typeInFilter(text: string): Promise<void> {
  await codeFilter().locator('.ant-select').first().click();
  await page.keyboard.type(text);
}

beforeAll(async () => {
  const env: Record<string, string> = { LOAD_EXAMPLES: 'true' };
  if (process.env.E2E_WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;
  const started = await startListTestServer(env);
  api = started.api;
  await createCodesDashboard();
  session = await openListTestBrowser(started.server, api);
  page = session.page;
  await page.setViewportSize({ width: 1440, height: 900 });
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await session?.stop();
});

describe('select filter: dynamically search all filter values', () => {
  it('without the setting, typing only searches the first 1000 codes', async () => {
    await openDashboard();
    expect(await shownNumber()).toBe(ALL_CODES_SUM);
    await typeInFilter('code-0999');
    await expect.poll(() => dropdownOptions().allTextContents()).toEqual(['code-0999']);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('code-1500');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-empty').waitFor();
    expect(await dropdownOptions().count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('is switched on in the filter configuration modal', async () => {
    await page.getByTestId('filter-bar-settings').click();
    // The checkbox input carries the test id; its label carries Superset's wording.
    const setting = page.getByTestId('filters-config-searchAllOptions');
    await setting.waitFor({ state: 'attached' });
    expect(await setting.isChecked()).toBe(false);
    await page
      .getByTestId('filters-config-switches')
      .getByText('Dynamically search all filter values')
      .click();
    await expect.poll(() => setting.isChecked()).toBe(true);
    await page.mouse.move(0, 500);
    await shot('search-all-config.png');
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && r.url().endsWith(`/dashboard/${dashboardId}/filters`),
    );
    await page.getByTestId('filters-config-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('filters-config-modal').waitFor({ state: 'hidden' });
  });

  it('typing queries the server, the 1500th code is picked and filters the chart', async () => {
    const problems = watchPageProblems(page);
    await openDashboard();
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/v1/chart/data') && (r.postData() ?? '').includes('%1500%'),
    );
    await typeInFilter('1500');
    const body = JSON.parse((await searched).postData() ?? '{}') as {
      queries: { filters: unknown[]; row_limit: number }[];
    };
    expect(body.queries[0]?.filters).toContainEqual({ col: 'code', op: 'ILIKE', val: '%1500%' });
    expect(body.queries[0]?.row_limit).toBe(1000);
    await expect.poll(() => dropdownOptions().allTextContents()).toEqual(['code-1500']);
    await expect
      .poll(() => codeFilter().locator('.pn-filter-select').getAttribute('data-loading'))
      .toBe('false');
    await shot('search-all-typed.png');

    await dropdownOptions().first().click();
    await expect.poll(() => codeFilter().getAttribute('data-has-value')).toBe('true');
    // Back on the first 1000 options, the picked code is still selected.
    await expect.poll(() => dropdownOptions().first().textContent()).toBe('code-0001');
    await expect.poll(() => codeFilter().textContent()).toContain('code-1500');
    await shot('search-all-picked.png');
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown').first().waitFor({ state: 'hidden' });
    const filtered = page.waitForRequest(
      (r) => r.url().includes('/api/v1/chart/data') && (r.postData() ?? '').includes('"code-1500"'),
    );
    await page.getByTestId('filter-bar-apply').click();
    await filtered;
    await shot('search-all-after-apply.png');
    await expect.poll(() => shownNumber()).toBe(1500);
    await shot('search-all-applied.png');
    problems.stop();
    expect(problems.problems()).toEqual([]);
  });
});
