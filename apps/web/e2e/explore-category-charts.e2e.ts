/**
 * Category charts in the chart editor, end to end in Chromium: a top-10 bar chart of flights per
 * origin sorted by its metric with the x-axis sort controls (its order checked against DuckDB
 * reading the source file), and switching Line → Table → Line keeping the metrics and dimensions
 * built along the way. The top-10 chart also shows that its row limit cut the result. A big
 * number of a saved metric in dollars, saved with a euro "Currency format", shows euros after
 * the number, and choosing dollars before it in the control redraws it so; a table shows the
 * metric's saved dollars with no setting, and its column settings offer a currency of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import {
  dropColumn,
  pickOption,
  pickSimpleMetric,
  pickVizType,
  runChart,
  waitForChartStatus,
} from './support/explorePage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { REPO_ROOT, SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'explore-category-charts');
const FLIGHTS_FILE = path.join(REPO_ROOT, 'node_modules/vega-datasets/data/flights-3m.parquet');
const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' };

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let flightsId = 0;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

/** The ten origins with the most flights, most first, straight from the file. */
async function topOrigins(): Promise<Array<[string, number]>> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(
    `SELECT origin, COUNT(*)::INTEGER AS n
       FROM read_parquet('${FLIGHTS_FILE.replace(/'/g, "''")}')
      GROUP BY origin ORDER BY n DESC, origin LIMIT 10`,
  );
  const rows = reader.getRowObjects().map((r): [string, number] => [String(r.origin), Number(r.n)]);
  connection.closeSync();
  instance.closeSync();
  return rows;
}

function pills(zone: string): Promise<string[]> {
  return page.getByTestId(`dnd-zone-${zone}`).getByTestId('dnd-zone-item-label').allTextContents();
}

async function switchTo(search: string, name: string): Promise<void> {
  await pickVizType(page, search, name);
  await page.getByTestId('viz-type-select').click();
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  flightsId = await datasetIdOf(api, 'flights');
  session = await openListTestBrowser(started.server, api);
  page = session.page;
}, 240_000);

afterAll(async () => {
  await session?.stop();
});

describe('x-axis sort', () => {
  it('orders the bars of a top-10 bar chart by their metric', async () => {
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Busiest origins',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: flightsId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${flightsId}__table`,
        viz_type: 'echarts_timeseries_bar',
        x_axis: 'origin',
        metrics: [COUNT],
        groupby: [],
        adhoc_filters: [],
        row_limit: 10,
      }),
    });
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await waitForChartStatus(page, 'rendered');

    await pickOption(page, page.getByRole('combobox', { name: 'X-Axis Sort By' }), 'COUNT(*)');
    const ascending = page.locator('#control-x_axis_sort_asc');
    await expect.poll(() => ascending.isChecked()).toBe(true);
    await ascending.click();
    await expect.poll(() => ascending.isChecked()).toBe(false);
    const response = await runChart(page);
    expect(response.status(), await response.text()).toBe(200);
    await waitForChartStatus(page, 'rendered');
    await shot('bar-sorted-by-count.png');

    // The chart draws its bars in the order of its data rows.
    const body = (await response.json()) as {
      result: Array<{ data: Array<Record<string, unknown>> }>;
    };
    const drawn = (body.result[0]?.data ?? []).map((row): [string, number] => [
      String(row.origin),
      Number(row['COUNT(*)']),
    ]);
    const expected = await topOrigins();
    // Counts fall from left to right; origins that tie may come in either order.
    expect(drawn.map(([, n]) => n)).toEqual(expected.map(([, n]) => n));
    expect(new Set(drawn.map(([origin]) => origin))).toEqual(
      new Set(expected.map(([origin]) => origin)),
    );
    expect(drawn).toHaveLength(10);

    // Ten of many origins: the chart header and the data pane say the row limit cut the result.
    const header = page.getByTestId('chart-row-count');
    await expect.poll(() => header.getAttribute('data-limit-reached')).toBe('true');
    expect(await header.textContent()).toBe('10 row(s)Limit reached: showing 10 of more rows');
    await page.getByTestId('data-pane-toggle').click();
    const paneCount = page.getByTestId('row-count-tag');
    await expect.poll(() => paneCount.getAttribute('data-limit-reached')).toBe('true');
    expect(await paneCount.getByTestId('row-limit-reached').textContent()).toBe(
      'Limit reached: showing 10 of more rows',
    );
    await shot('bar-limit-reached.png');
  }, 240_000);
});

describe('switching chart type', () => {
  it('keeps metrics and dimensions from Line to Table and back', async () => {
    await page.goto(`/explore/?datasource_id=${flightsId}&datasource_type=table`);
    await page.getByTestId('datasource-panel').waitFor();
    await switchTo('line', 'Line Chart');
    await page.getByTestId('dnd-zone-x_axis').waitFor();
    await expect.poll(() => pills('x_axis'), { timeout: 20_000 }).toEqual(['Date']);

    // An empty line chart becomes a table whose one dimension is the x axis.
    await switchTo('table', 'Table');
    await expect.poll(() => pills('groupby'), { timeout: 20_000 }).toEqual(['Date']);

    // Built in the table: a second dimension and a metric.
    await dropColumn(page, 'origin', 'groupby');
    await expect.poll(() => pills('groupby'), { timeout: 20_000 }).toEqual(['Date', 'Origin']);
    const metricPopover = await pickSimpleMetric(page, 'metrics', 'Delay (min)', 'SUM');
    await metricPopover.getByTestId('popover-save').click();
    await expect.poll(() => pills('metrics'), { timeout: 20_000 }).toEqual(['SUM(delay)']);
    await shot('table-built.png');

    // Back to the line: the first dimension is the x axis, the rest the group-by, not the
    // empty line chart of before.
    await switchTo('line', 'Line Chart');
    await expect.poll(() => pills('x_axis'), { timeout: 20_000 }).toEqual(['Date']);
    await expect.poll(() => pills('groupby')).toEqual(['Origin']);
    await expect.poll(() => pills('metrics')).toEqual(['SUM(delay)']);
    await shot('line-again.png');
  }, 240_000);
});

describe('currency format', () => {
  it('writes a big number in the chart currency, and redraws when the control changes', async () => {
    const stocksId = await datasetIdOf(api, 'stocks');
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Average price in euros',
      viz_type: 'big_number_total',
      datasource_id: stocksId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${stocksId}__table`,
        viz_type: 'big_number_total',
        metric: 'avg_price',
        adhoc_filters: [],
        y_axis_format: ',.2f',
        currency_format: { symbol: 'EUR', symbolPosition: 'suffix' },
      }),
    });
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await waitForChartStatus(page, 'rendered');
    const header = page.getByTestId('big-number-header');
    await expect.poll(() => header.textContent()).toMatch(/^\d[\d,]*\.\d\d €$/);
    await shot('big-number-euro.png');

    await pickOption(page, page.locator('#control-currency_format-symbol'), 'USD ($)');
    await pickOption(page, page.locator('#control-currency_format-position'), 'Prefix');
    await expect.poll(() => header.textContent()).toMatch(/^\$ \d[\d,]*\.\d\d$/);
    await shot('big-number-dollar.png');
  }, 240_000);

  it("writes a table's metric in its saved currency and offers a per-column one", async () => {
    const stocksId = await datasetIdOf(api, 'stocks');
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Average price by symbol',
      viz_type: 'table',
      datasource_id: stocksId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${stocksId}__table`,
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['symbol'],
        metrics: ['avg_price'],
        adhoc_filters: [],
      }),
    });
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await waitForChartStatus(page, 'rendered');
    const firstRow = page.getByTestId('table-row').first();
    await expect.poll(() => firstRow.textContent()).toMatch(/\$ \d[\d,]*\.\d\d/);
    const row = page.getByTestId('column-config-row').filter({ hasText: 'avg_price' });
    await row.scrollIntoViewIfNeeded();
    await row.click();
    const popover = page.getByTestId('column-config-popover');
    await popover.getByRole('tab', { name: 'Number formatting' }).click();
    await popover.getByText('Currency format').waitFor();
    await shot('table-column-currency.png');
  }, 240_000);
});
