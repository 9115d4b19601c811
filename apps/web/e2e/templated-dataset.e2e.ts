/**
 * A Superset-style templated virtual dataset in the browser, with template processing on: its
 * SQL applies the dashboard's origin filter itself through `filter_values('origin')`, and the
 * dashboard's number follows the native filter, equal to DuckDB run directly on the source
 * parquet file, with no failed request or console error along the way.
 *
 * Runs against apps/web/dist, or against the build in E2E_WEB_DIST_DIR when that is set.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf, type ApiSession } from './support/apiSession';
import { dashboardChart } from './support/dashboardPage';
import { flightsTotals, nativeFilter } from './support/nativeFiltersFixture';
import { watchPageProblems, type PageProblems } from './support/pageProblems';
import {
  openListTestBrowser,
  startListTestServer,
  type ListTestSession,
} from './support/listTestSession';

const VIRTUAL_SQL = [
  'SELECT origin, destination, distance FROM main.flights',
  "{% if filter_values('origin') %}",
  "WHERE origin IN {{ filter_values('origin', remove_filter=True)|where_in }}",
  '{% endif %}',
].join('\n');

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let dashboardId = 0;
let chartId = 0;
let problems: PageProblems;

async function createBoard(): Promise<void> {
  const flights = await datasetIdOf(api, 'flights');
  const flightsDataset = await api.get<{ result: { database: { id: number } } }>(
    `/api/v1/dataset/${flights}`,
  );
  const dataset = await api.post<{ id: number }>('/api/v1/dataset/', {
    database: flightsDataset.result.database.id,
    schema: 'main',
    table_name: 'flights_filtered_in_sql',
    sql: VIRTUAL_SQL,
  });
  const dashboard = await api.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: 'Templated flights',
  });
  const chart = await api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Flights (filtered in the dataset SQL)',
    viz_type: 'big_number_total',
    datasource_id: dataset.id,
    datasource_type: 'table',
    dashboards: [dashboard.id],
    params: JSON.stringify({
      viz_type: 'big_number_total',
      datasource: `${dataset.id}__table`,
      metric: 'count',
      y_axis_format: ',d',
    }),
  });
  const filter = nativeFilter('NATIVE_FILTER-origin', 'Origin', 'filter_select', {
    targets: [{ datasetId: dataset.id, column: { name: 'origin' } }],
    chartsInScope: [chart.id],
    controlValues: { multiSelect: false, enableEmptyFilter: false, searchAllOptions: false },
  });
  await api.put(`/api/v1/dashboard/${dashboard.id}`, {
    json_metadata: JSON.stringify({ native_filter_configuration: [filter] }),
  });
  dashboardId = dashboard.id;
  chartId = chart.id;
}

function originFilter(): Locator {
  return page.locator('[data-filter-id="NATIVE_FILTER-origin"]');
}

async function shownNumber(): Promise<number | null> {
  const chart = dashboardChart(page, chartId);
  if ((await chart.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = await chart.getByTestId('big-number-header').textContent();
  const digits = text?.replace(/[^\d-]/g, '') ?? '';
  return digits === '' ? null : Number(digits);
}

async function pickOrigin(code: string): Promise<void> {
  await originFilter().locator('.ant-select').first().click();
  await page.keyboard.type(code);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${code}$`) })
    .first()
    .click();
  await expect.poll(() => originFilter().getAttribute('data-has-value')).toBe('true');
  await page.getByTestId('filter-bar-apply').click();
}

describe('templated virtual dataset on a dashboard', () => {
  beforeAll(async () => {
    const env: Record<string, string> = {
      LOAD_EXAMPLES: 'true',
      FEATURE_FLAGS: JSON.stringify({ ENABLE_TEMPLATE_PROCESSING: true }),
    };
    if (process.env.E2E_WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;
    const started = await startListTestServer(env);
    api = started.api;
    await createBoard();
    session = await openListTestBrowser(started.server, api);
    page = session.page;
    problems = watchPageProblems(page);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('follows the native filter through filter_values in the dataset SQL', async () => {
    await page.goto(`/dashboard/${dashboardId}/`);
    await page.getByTestId('filter-bar').waitFor();
    const all = await flightsTotals({});
    await expect.poll(shownNumber).toBe(all.count);

    for (const origin of ['LAX', 'ORD']) {
      await pickOrigin(origin);
      const expected = await flightsTotals({ origin });
      expect(expected.count).toBeGreaterThan(0);
      expect(expected.count).toBeLessThan(all.count);
      await expect.poll(shownNumber).toBe(expected.count);
    }
    await page.screenshot({ path: '/tmp/templated-dataset.png', animations: 'disabled' });
    expect(problems.problems()).toEqual([]);
  });
});
