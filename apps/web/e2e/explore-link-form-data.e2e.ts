/**
 * Superset explore links that carry their form data inline (`/explore/?form_data={...}`, also
 * through Superset's `/superset/explore/` address and beside a `slice_id`) open in Chromium with
 * the controls filled from the link and the chart run on it; the table's numbers equal DuckDB
 * reading the source file. Form data that is not JSON gives a message and opens the chart as
 * saved, or says why nothing could open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetIdOf } from './support/apiSession';
import { waitForChartStatus } from './support/explorePage';
import { toast } from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { REPO_ROOT, SCREENSHOT_DIR } from './support/paths';

const SHOTS = path.join(SCREENSHOT_DIR, 'explore-link-form-data');
const FLIGHTS_FILE = path.join(REPO_ROOT, 'node_modules/vega-datasets/data/flights-3m.parquet');
const UNREADABLE = 'The form data in the link could not be read';

const SUM_DELAY = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'delay', type: 'INTEGER' },
  label: 'SUM(delay)',
  hasCustomLabel: false,
  optionName: 'metric_sum_delay',
};
const SFO_OR_LAX = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'origin',
  operator: 'IN',
  comparator: ['SFO', 'LAX'],
  filterOptionName: 'filter_origin',
};
/** What a Superset table chart of SUM(delay) by origin for SFO and LAX puts in its link. */
const TABLE_FORM_DATA = {
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['origin'],
  metrics: [SUM_DELAY],
  adhoc_filters: [SFO_OR_LAX],
  row_limit: 10,
  time_range: 'No filter',
  column_config: { 'SUM(delay)': { d3NumberFormat: ',d' } },
};

let session: ListTestSession;
let page: Page;
let flightsId = 0;
let chartId = 0;
let expected = new Map<string, number>();

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

const linkTo = (formData: unknown, before = '') =>
  `/explore/?${before}form_data=${encodeURIComponent(JSON.stringify(formData))}`;

/** SUM(delay) of SFO and LAX departures, straight from the file. */
async function delaysByOrigin(): Promise<Map<string, number>> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(
    `SELECT origin, SUM(delay)::DOUBLE AS total
       FROM read_parquet('${FLIGHTS_FILE.replace(/'/g, "''")}')
      WHERE origin IN ('SFO', 'LAX')
      GROUP BY origin`,
  );
  const totals = new Map(reader.getRowObjects().map((r) => [String(r.origin), Number(r.total)]));
  connection.closeSync();
  instance.closeSync();
  return totals;
}

function pills(zone: string): Promise<string[]> {
  return page.getByTestId(`dnd-zone-${zone}`).getByTestId('dnd-zone-item-label').allTextContents();
}

/** The table's rows as origin → number shown (formatted ',d'). */
async function shownTotals(): Promise<Map<string, number>> {
  const rows = page.getByTestId('table-chart').getByTestId('table-row');
  const shown = new Map<string, number>();
  for (const row of await rows.all()) {
    const [origin = '', total = ''] = await row.locator('.pn-table-cell-text').allTextContents();
    shown.set(origin, Number(total.replace(/[^\d-]/g, '')));
  }
  return shown;
}

/** Checks explore shows the link's table chart: chart type, pills, and DuckDB's numbers. */
async function expectLinkedTable(screenshot: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId('viz-tile-table').getAttribute('aria-pressed'))
    .toBe('true');
  await expect.poll(() => pills('metrics')).toEqual(['SUM(delay)']);
  // The link's own filter, then the time filter pill explore adds to a chart without one.
  const filters = await pills('adhoc_filters');
  expect(filters).toHaveLength(2);
  expect(filters[1]).toBe('date (No filter)');
  await waitForChartStatus(page, 'rendered');
  await expect.poll(shownTotals).toEqual(expected);
  await shot(screenshot);
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  flightsId = await datasetIdOf(started.api, 'flights');
  const saved = await started.api.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Flights per origin',
    viz_type: 'table',
    datasource_id: flightsId,
    datasource_type: 'table',
    params: JSON.stringify({
      datasource: `${flightsId}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' }],
      row_limit: 10,
      time_range: 'No filter',
    }),
  });
  chartId = saved.id;
  expected = await delaysByOrigin();
  session = await openListTestBrowser(started.server, started.api);
  page = session.page;
}, 240_000);

afterAll(async () => {
  await session?.stop();
});

describe('explore links with inline form data', () => {
  it('opens the form data of the link, its dataset named as "id__table"', async () => {
    await page.goto(linkTo({ datasource: `${flightsId}__table`, ...TABLE_FORM_DATA }));
    await expectLinkedTable('form-data-link.png');
  });

  it("opens Superset's own address, the dataset named by datasource_id and datasource_type", async () => {
    await page.goto(
      `/superset${linkTo({ datasource_id: flightsId, datasource_type: 'table', ...TABLE_FORM_DATA })}`,
    );
    await page.waitForURL((url) => url.pathname === '/explore/');
    await expectLinkedTable('superset-explore-link.png');
  });

  it("lays the link's form data over the chart beside it, which names the dataset", async () => {
    await page.goto(linkTo(TABLE_FORM_DATA, `slice_id=${chartId}&`));
    await expectLinkedTable('form-data-over-chart.png');
  });

  it('says so when the form data is not JSON and opens the chart as saved', async () => {
    await page.goto(
      `/explore/?slice_id=${chartId}&form_data=${encodeURIComponent('{"viz_type":')}`,
    );
    await toast(page, UNREADABLE);
    await expect.poll(() => pills('metrics')).toEqual(['COUNT(*)']);
    await waitForChartStatus(page, 'rendered');
    expect(await page.getByTestId('table-chart').getByTestId('table-row').count()).toBe(10);
    await shot('unreadable-form-data-with-chart.png');
  });

  it('explains why nothing opens when unreadable form data is all the link has', async () => {
    await page.goto(`/explore/?form_data=${encodeURIComponent('{"datasource":')}`);
    const warning = page.getByTestId('explore-missing-url-parameters');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      'The form data in the link could not be read: it is not a JSON object.',
    );
    await shot('unreadable-form-data-alone.png');
  });
});
