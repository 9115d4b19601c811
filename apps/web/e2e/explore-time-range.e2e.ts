/**
 * A chart's own time range in Chromium: a big number of SUM(delay) on flights with an adhoc
 * TEMPORAL_RANGE filter is built and saved in explore, then opened again from the chart list and
 * saved over itself three times. Each time the filter still shows the range and the number
 * equals DuckDB run on the examples file (opened read-only, no Panorama code in between). The
 * range holds on the dashboard the chart was saved into, and a dashboard time range filter
 * overrides it there. Also: a time comparison ('1 week ago') in explore runs within the range of
 * a chart's TEMPORAL_RANGE filter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { dashboardChart } from './support/dashboardPage';
import {
  confirmChartSave,
  pickOption,
  pickSimpleMetric,
  runChart,
  waitForChartStatus,
} from './support/explorePage';
import { rowByTitle, toast } from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { nativeFilter } from './support/nativeFiltersFixture';
import { SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'explore-time-range');
const CHART_NAME = 'Delay in the second quarter';
const DASHBOARD_NAME = 'Second quarter delays';
const CHART_RANGE = { since: '2001-04-01', until: '2001-07-01' };
const DASHBOARD_RANGE = { since: '2001-05-01', until: '2001-06-01' };
const rangeText = (range: { since: string; until: string }) => `${range.since} : ${range.until}`;

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let duck: Awaited<ReturnType<typeof openExamplesReadOnly>>;
let flightsId = 0;
let chartId = 0;
let dashboardId = 0;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

/** The examples DuckDB file the server built, opened read-only beside the server's own handle. */
async function openExamplesReadOnly(dataDir: string) {
  const instance = await DuckDBInstance.create(path.join(dataDir, 'examples.duckdb'), {
    access_mode: 'READ_ONLY',
  });
  const connection = await instance.connect();
  return {
    async rows(sql: string, params: string[]): Promise<Array<Record<string, unknown>>> {
      return (await connection.runAndReadAll(sql, params)).getRowObjects();
    },
    close(): void {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** SUM(delay) of the flights that departed in [since, until). */
async function delayBetween(range: { since: string; until: string }): Promise<number> {
  const [row] = await duck.rows(
    `SELECT SUM(delay)::BIGINT AS total FROM main.flights
      WHERE date >= CAST(? AS TIMESTAMP) AND date < CAST(? AS TIMESTAMP)`,
    [range.since, range.until],
  );
  return Number(row?.total);
}

/** The number a big number chart inside `scope` shows (formatted ',d'); null until rendered. */
async function shownNumber(scope: ReturnType<Page['locator']>): Promise<number | null> {
  if ((await scope.locator('[data-chart-status="rendered"]').count()) === 0) return null;
  const text = (await scope.getByTestId('big-number-header').textContent()) ?? '';
  const digits = text.replace(/[^\d-]/g, '');
  return digits === '' ? null : Number(digits);
}

function filterPillLabels(): Promise<string[]> {
  return page
    .getByTestId('dnd-zone-adhoc_filters')
    .getByTestId('dnd-zone-item-label')
    .allTextContents();
}

async function storedFilters(): Promise<unknown> {
  const chart = await api.get<{ result: { params: string } }>(`/api/v1/chart/${chartId}`);
  return (JSON.parse(chart.result.params) as { adhoc_filters?: unknown }).adhoc_filters;
}

/**
 * Sets the range of the new chart's default `date (No filter)` filter through the Advanced frame
 * of the range editor, which one click on the pill opens.
 */
async function addDateRangeFilter(range: { since: string; until: string }): Promise<void> {
  const pills = page.getByTestId('dnd-zone-adhoc_filters').getByTestId('time-filter-pill');
  await expect.poll(() => pills.allTextContents()).toEqual(['date (No filter)']);
  await pills.first().click();
  const modal = page.getByTestId('time-range-modal');
  await pickOption(page, modal.getByTestId('time-range-type'), 'Advanced');
  await modal.getByTestId('time-range-advanced-since').fill(range.since);
  await modal.getByTestId('time-range-advanced-until').fill(range.until);
  const preview = () => modal.getByTestId('time-range-preview').textContent();
  await expect.poll(preview).toContain(range.since);
  await expect.poll(preview).toContain(range.until);
  await modal.getByTestId('time-range-apply').click();
  await expect.poll(() => pills.allTextContents()).toEqual([`date (${rangeText(range)})`]);
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  duck = await openExamplesReadOnly(started.server.dataDir);
  flightsId = await datasetIdOf(api, 'flights');
  session = await openListTestBrowser(started.server, api);
  page = session.page;
}, 240_000);

afterAll(async () => {
  duck?.close();
  await session?.stop();
});

describe("a chart's own time range", () => {
  it('builds and saves a big number with a custom TEMPORAL_RANGE filter', async () => {
    await page.goto(
      `/explore/?datasource_id=${flightsId}&datasource_type=table&viz_type=big_number_total`,
    );
    const metricPopover = await pickSimpleMetric(page, 'metric', 'Delay (min)', 'SUM');
    await metricPopover.getByTestId('popover-save').click();
    await addDateRangeFilter(CHART_RANGE);
    await pickOption(
      page,
      page.getByRole('combobox', { name: 'Number format' }),
      ',d (12345.432 => 12,345)',
    );
    await page.getByTestId('explore-run').click();
    const expected = await delayBetween(CHART_RANGE);
    await expect.poll(() => shownNumber(page.getByTestId('explore'))).toBe(expected);
    expect(await filterPillLabels()).toEqual([`date (${rangeText(CHART_RANGE)})`]);

    await page.getByTestId('explore-chart-name').fill(CHART_NAME);
    await page.getByTestId('explore-chart-name').press('Enter');
    await page.getByTestId('explore-save').click();
    const dashboards = page.getByRole('combobox', { name: 'Add to dashboard' });
    await dashboards.click();
    await dashboards.pressSequentially(DASHBOARD_NAME);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: `Create "${DASHBOARD_NAME}"` })
      .click();
    await confirmChartSave(page);
    await toast(page, `Chart [${CHART_NAME}] has been saved`);
    await page.waitForURL((url) => url.searchParams.has('slice_id'));
    chartId = Number(new URL(page.url()).searchParams.get('slice_id'));
    const detail = await api.get<{ result: { dashboards: Array<{ id: number }> } }>(
      `/api/v1/chart/${chartId}`,
    );
    dashboardId = detail.result.dashboards[0]?.id ?? 0;
    expect(dashboardId).toBeGreaterThan(0);
    expect(await storedFilters()).toEqual([
      expect.objectContaining({
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
        comparator: rangeText(CHART_RANGE),
      }),
    ]);
  }, 240_000);

  it('keeps the range through three reopen-and-overwrite cycles from the chart list', async () => {
    const expected = await delayBetween(CHART_RANGE);
    for (let cycle = 1; cycle <= 3; cycle += 1) {
      await page.goto('/chart/list/');
      await rowByTitle(page, CHART_NAME).getByTestId('row-title').click();
      await page.waitForURL((url) => url.searchParams.get('slice_id') === String(chartId));
      await waitForChartStatus(page, 'rendered');
      expect(await filterPillLabels()).toEqual([`date (${rangeText(CHART_RANGE)})`]);
      expect(await shownNumber(page.getByTestId('explore'))).toBe(expected);
      if (cycle === 1) await shot('reopened.png');

      await page.getByTestId('explore-save').click();
      expect(await page.getByRole('radio', { name: 'Save (Overwrite)' }).isChecked()).toBe(true);
      const [overwritten] = await Promise.all([
        page.waitForResponse(
          (r) =>
            new URL(r.url()).pathname === `/api/v1/chart/${chartId}` &&
            r.request().method() === 'PUT',
        ),
        page.getByTestId('save-modal-confirm').click(),
      ]);
      expect(overwritten.status()).toBe(200);
      await toast(page, `Chart [${CHART_NAME}] has been overwritten`);
      expect(await storedFilters()).toEqual([
        expect.objectContaining({ operator: 'TEMPORAL_RANGE', comparator: rangeText(CHART_RANGE) }),
      ]);
    }
  }, 240_000);

  it('shows the same range on its dashboard, where a dashboard time range overrides it', async () => {
    const chart = dashboardChart(page, chartId);
    await page.goto(`/dashboard/${dashboardId}/`);
    await expect.poll(() => shownNumber(chart)).toBe(await delayBetween(CHART_RANGE));

    const dashboard = await api.get<{ result: { json_metadata: string | null } }>(
      `/api/v1/dashboard/${dashboardId}`,
    );
    const metadata = JSON.parse(dashboard.result.json_metadata ?? '{}') as Record<string, unknown>;
    const range = rangeText(DASHBOARD_RANGE);
    await api.put(`/api/v1/dashboard/${dashboardId}`, {
      json_metadata: JSON.stringify({
        ...metadata,
        native_filter_configuration: [
          nativeFilter('NATIVE_FILTER-departure', 'Departure time', 'filter_time', {
            targets: [{}],
            chartsInScope: [chartId],
            defaultDataMask: {
              filterState: { value: range },
              extraFormData: { time_range: range },
            },
          }),
        ],
      }),
    });
    await page.goto(`/dashboard/${dashboardId}/`);
    await page.getByTestId('filter-bar').waitFor();
    await expect.poll(() => shownNumber(chart)).toBe(await delayBetween(DASHBOARD_RANGE));
    await shot('dashboard-filtered.png');
    // The dashboard's range applies to what it shows; the chart keeps its own.
    expect(await storedFilters()).toEqual([
      expect.objectContaining({ operator: 'TEMPORAL_RANGE', comparator: rangeText(CHART_RANGE) }),
    ]);
  }, 240_000);
});

describe('time comparison in explore', () => {
  it("compares with '1 week ago' within the chart's TEMPORAL_RANGE filter", async () => {
    const range = { since: '2001-04-01', until: '2001-04-15' };
    const line = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Flights per day in early April',
      viz_type: 'echarts_timeseries_line',
      datasource_id: flightsId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${flightsId}__table`,
        viz_type: 'echarts_timeseries_line',
        x_axis: 'date',
        time_grain_sqla: 'P1D',
        metrics: ['count'],
        groupby: [],
        time_range: 'No filter',
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'date',
            operator: 'TEMPORAL_RANGE',
            comparator: rangeText(range),
          },
        ],
      }),
    });
    await page.goto(`/explore/?slice_id=${line.id}`);
    await waitForChartStatus(page, 'rendered');
    await page.getByText('Advanced Analytics', { exact: true }).click();
    await pickOption(page, page.getByRole('combobox', { name: 'Time shift' }), '1 week ago');
    const response = await runChart(page);
    expect(response.status(), await response.text()).toBe(200);
    await waitForChartStatus(page, 'rendered');
    expect(await page.getByTestId('chart-alert').count()).toBe(0);
    await shot('time-comparison.png');

    const body = (await response.json()) as {
      result: Array<{ colnames: string[]; data: Array<Record<string, unknown>> }>;
    };
    const result = body.result[0];
    const shifted = result?.colnames.find((name) => name.includes('1 week ago'));
    expect(shifted, JSON.stringify(result?.colnames)).toBeDefined();
    const expected = await duck.rows(
      `WITH d AS (SELECT date_trunc('day', date) AS day, COUNT(*) AS n FROM main.flights GROUP BY 1)
       SELECT epoch_ms(cur.day) AS day, cur.n AS now_n, prev.n AS prev_n
         FROM d cur LEFT JOIN d prev ON prev.day = cur.day - INTERVAL 7 DAY
        WHERE cur.day >= CAST(? AS TIMESTAMP) AND cur.day < CAST(? AS TIMESTAMP)
        ORDER BY cur.day`,
      [range.since, range.until],
    );
    expect(expected).toHaveLength(14);
    const rows = [...(result?.data ?? [])].sort((a, b) => Number(a.date) - Number(b.date));
    expect(
      rows.map((r) => [Number(r.date), Number(r.count), Number(r[shifted as string])]),
    ).toEqual(expected.map((r) => [Number(r.day), Number(r.now_n), Number(r.prev_n)]));
  }, 240_000);
});
