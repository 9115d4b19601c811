/**
 * SQL Lab's flows with the rest of the app, in Chromium: open SQL Lab from
 * a saved chart's 'View in SQL Lab' and see and run the chart's SQL; scroll a result longer than
 * the table shows at once to its last rows; stop a slow query and find it stopped on the server;
 * save a query and reopen it from its share link; save a result as a dataset and build, check
 * and save a chart on it; chart a result through 'Create chart' with the query itself as the
 * datasource, then save that chart (the query becomes a dataset first). Every number shown is
 * checked against DuckDB reading the source file.
 *
 * Runs against apps/web/dist, or against the build in E2E_WEB_DIST_DIR when that is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import {
  confirmChartSave,
  dropColumn,
  pickSimpleMetric,
  pickVizType,
  runChart,
  waitForChartStatus,
} from './support/explorePage';
import { rowTitles, toast } from './support/listPage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import {
  answerMessage,
  editorText,
  expectedBusiestOrigins,
  flightsFileRows,
  runWithShortcut,
  selectedText,
  setEditorSql,
  shownRows,
  startRun,
} from './support/sqlLabPage';

const SHOTS = path.join(SCREENSHOT_DIR, 'sqllab');
/** One row per origin airport: more rows than the results pane shows at once. */
const DEPARTURES_SQL =
  'SELECT origin, COUNT(*) AS departures FROM flights GROUP BY origin ORDER BY origin';
/**
 * Every flight paired with 5 000 others: tens of seconds of DuckDB work, so it is still running
 * when Stop is clicked, and bounded should a stop ever fail to reach the engine.
 */
const SLOW_SQL =
  'SELECT COUNT(*) AS pairs FROM flights AS a CROSS JOIN (SELECT delay FROM flights LIMIT 5000) AS b WHERE a.delay + b.delay = -100000';
/** Less than SLOW_SQL takes alone on a fast machine, more than a stop needs on a busy one. */
const SLOW_SQL_MIN_MS = 20_000;
/** Five rows: the query a chart is then built on with 'Create chart'. */
const BUSIEST_SQL =
  'SELECT origin, COUNT(*) AS departures FROM flights GROUP BY origin ORDER BY 2 DESC, 1 LIMIT 5';
const SAVED_QUERY_SQL =
  'SELECT origin, AVG(delay) AS avg_delay FROM flights GROUP BY origin ORDER BY origin';

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let flightsId = 0;

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

interface ListAnswer<T> {
  count: number;
  result: T[];
}

/** The one row of `GET /api/v1/{resource}/` whose `col` equals `value`. */
async function onlyRow<T>(resource: string, col: string, value: string): Promise<T> {
  const found = await api.get<ListAnswer<T>>(
    `/api/v1/${resource}/?q=${q({ filters: [{ col, opr: 'eq', value }] })}`,
  );
  expect(found.count).toBe(1);
  return found.result[0] as T;
}

/** The status `GET /api/v1/query/` gives the run of SLOW_SQL with this client id. */
async function slowQueryStatus(clientId: string): Promise<string | undefined> {
  const list = await api.get<ListAnswer<{ client_id: string; status: string }>>(
    `/api/v1/query/?q=${q({ filters: [{ col: 'sql', opr: 'eq', value: SLOW_SQL }] })}`,
  );
  return list.result.find((row) => row.client_id === clientId)?.status;
}

async function openSqlLab(): Promise<void> {
  if (new URL(page.url()).pathname === '/sqllab/') return;
  await page.goto('/sqllab/');
  await page.getByTestId('sqllab-editor').waitFor();
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const env: Record<string, string> = { LOAD_EXAMPLES: 'true' };
  if (process.env.E2E_WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;
  const started = await startListTestServer(env);
  api = started.api;
  const flights = await onlyRow<{ id: number }>('dataset', 'table_name', 'flights');
  flightsId = flights.id;
  session = await openListTestBrowser(started.server, api);
  page = session.page;
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

afterAll(async () => {
  await session?.stop();
});

describe('SQL Lab flows', () => {
  it("opens a saved chart's SQL from explore's 'View in SQL Lab' and runs it", async () => {
    const chart = await api.post<{ id: number }>('/api/v1/chart/', {
      slice_name: 'Busiest origins table',
      viz_type: 'table',
      datasource_id: flightsId,
      datasource_type: 'table',
      params: JSON.stringify({
        datasource: `${flightsId}__table`,
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['origin'],
        metrics: ['count'],
        row_limit: 5,
        order_desc: true,
        adhoc_filters: [],
      }),
    });
    await page.goto(`/explore/?slice_id=${chart.id}`);
    await waitForChartStatus(page, 'rendered');

    // The menu entry asks the server for the chart's SQL, then posts it to SQL Lab as a form;
    // the answer is read on its way through, as the page leaves before it could be read later.
    let sql = '';
    await page.route('**/api/v1/chart/data*', async (route) => {
      const response = await route.fetch();
      if ((route.request().postData() ?? '').includes('"result_type":"query"')) {
        const body = (await response.json()) as { result: Array<{ query: string }> };
        sql = body.result[0]?.query ?? '';
      }
      await route.fulfill({ response });
    });
    await page.getByTestId('explore-actions').click();
    await page.getByRole('menuitem', { name: 'View in SQL Lab' }).click();
    await page.waitForURL((url) => url.pathname === '/sqllab/');
    await page.getByTestId('sqllab-editor').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(sql).toMatch(/FROM .*flights/);
    await expect.poll(() => editorText(page)).toBe(sql);
    // The tab is on the chart's database, so the SQL runs as it is.
    await expect.poll(() => selectedText(page, 'Database')).toBe('examples');
    await shot('sqllab-from-explore.png');

    const run = await runWithShortcut(page);
    expect(run.status).toBe(200);
    await expect.poll(() => page.getByTestId('row-count').textContent()).toBe('5 rows returned');
    expect(await shownRows(page)).toEqual(await expectedBusiestOrigins());
  });

  it('pages through a result longer than the table shows by scrolling it', async () => {
    const expected = await flightsFileRows(
      'SELECT origin, COUNT(*) FROM flights GROUP BY origin ORDER BY origin',
    );
    expect(expected.length).toBeGreaterThan(100);
    await openSqlLab();
    await setEditorSql(page, DEPARTURES_SQL);
    const run = await runWithShortcut(page);
    expect(run.status).toBe(200);
    await expect
      .poll(() => page.getByTestId('row-count').textContent())
      .toBe(`${expected.length} rows returned`);

    // Only the rows in view (and a few around them) are in the page: the first ones.
    const first = await shownRows(page);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(expected.length);
    expect(first).toEqual(expected.slice(0, first.length));

    // Scrolled to the end, the last rows replace them.
    const table = page.getByTestId('results-table').getByTestId('data-table');
    await table.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect.poll(async () => (await shownRows(page)).at(-1)).toEqual(expected.at(-1));
    const last = await shownRows(page);
    expect(last).toEqual(expected.slice(expected.length - last.length));
    expect(last[0]).not.toEqual(expected[0]);
    await shot('sqllab-scrolled-results.png');
  });

  it('saves the result as a dataset and builds a chart on it', async () => {
    // The result on screen is the departures per origin from the previous test.
    await page.getByTestId('save-as-dataset').click();
    await page.getByTestId('save-dataset-name').fill('Departures by origin');
    await page.getByTestId('save-dataset-submit').click();
    const link = page.getByTestId('saved-dataset-link');
    await link.waitFor();
    const dataset = await onlyRow<{ id: number; sql: string | null }>(
      'dataset',
      'table_name',
      'Departures by origin',
    );
    expect(dataset.sql).toBe(DEPARTURES_SQL);

    await link.click();
    await page.waitForURL((url) => url.pathname === '/explore/');
    expect(new URL(page.url()).searchParams.get('datasource_id')).toBe(String(dataset.id));
    await page.getByTestId('datasource-panel').waitFor();

    // A big number of SUM(departures): every flight once, whatever its origin.
    await pickVizType(page, 'big number', 'Big Number');
    await page.getByTestId('viz-type-select').click();
    const popover = await pickSimpleMetric(page, 'metric', 'departures', 'SUM');
    await popover.getByTestId('popover-save').click();
    await expect
      .poll(() =>
        page.getByTestId('dnd-zone-metric').getByTestId('dnd-zone-item-label').allTextContents(),
      )
      .toEqual(['SUM(departures)']);

    const response = await runChart(page);
    await waitForChartStatus(page, 'rendered');
    const [[flightCount]] = (await flightsFileRows('SELECT COUNT(*) FROM flights')) as [[string]];
    const body = (await response.json()) as {
      result: Array<{ data: Array<Record<string, unknown>> }>;
    };
    expect(Number(body.result[0]?.data[0]?.['SUM(departures)'])).toBe(Number(flightCount));
    expect(await page.getByTestId('big-number-header').textContent()).toBe(
      getNumberFormatter()(Number(flightCount)),
    );
    await shot('sqllab-dataset-chart.png');

    await page.getByTestId('explore-save').click();
    const name = page.getByTestId('save-modal').getByRole('textbox', { name: 'Chart name' });
    await name.fill('All departures');
    await confirmChartSave(page);
    await toast(page, 'Chart [All departures] has been saved');
    const saved = await onlyRow<{ id: number }>('chart', 'slice_name', 'All departures');
    const detail = await api.get<{ result: { params: string } }>(`/api/v1/chart/${saved.id}`);
    const params = JSON.parse(detail.result.params) as Record<string, unknown>;
    expect(params.viz_type).toBe('big_number_total');
    expect(params.datasource).toBe(`${dataset.id}__table`);
  });

  it("charts a result with 'Create chart', the query itself being the datasource", async () => {
    await openSqlLab();
    await setEditorSql(page, BUSIEST_SQL);
    expect((await runWithShortcut(page)).status).toBe(200);
    await expect.poll(() => page.getByTestId('row-count').textContent()).toBe('5 rows returned');
    const expected = await flightsFileRows(BUSIEST_SQL);
    expect(await shownRows(page)).toEqual(expected);
    await shot('sqllab-create-chart.png');
    await page.getByTestId('explore-results').click();
    await page.waitForURL((url) => url.pathname === '/explore/');
    const queryId = Number(new URL(page.url()).searchParams.get('datasource_id'));
    expect(new URL(page.url()).searchParams.get('datasource_type')).toBe('query');
    // The panel names the query and lists its result's columns and COUNT(*).
    await expect
      .poll(() => page.getByTestId('datasource-title').textContent())
      .toMatch(/^(Untitled Query \d+|Query \d+)$/);
    await page.getByTestId('datasource-column-origin').waitFor();
    await page.getByTestId('datasource-column-departures').waitFor();
    await waitForChartStatus(page, 'rendered');

    // An aggregated table: origin as the dimension, SUM(departures) as the metric.
    await page.getByRole('radiogroup', { name: 'Query mode' }).getByText('Aggregate').click();
    await dropColumn(page, 'origin', 'groupby');
    const popover = await pickSimpleMetric(page, 'metrics', 'departures', 'SUM');
    await popover.getByTestId('popover-save').click();
    const response = await runChart(page);
    expect(response.status()).toBe(200);
    const request = JSON.parse(response.request().postData() ?? '{}') as {
      datasource: { id: number; type: string };
    };
    expect(request.datasource).toEqual({ id: queryId, type: 'query' });
    await waitForChartStatus(page, 'rendered');
    const body = (await response.json()) as {
      result: Array<{ data: Array<{ origin: string; 'SUM(departures)': number }> }>;
    };
    const charted = (body.result[0]?.data ?? []).map((r) => [
      r.origin,
      String(r['SUM(departures)']),
    ]);
    const byOrigin = (rows: string[][]) =>
      [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byOrigin(charted)).toEqual(byOrigin(expected));
    const shownTable = (
      await page.getByTestId('table-chart').getByTestId('table-row').allTextContents()
    ).join(' ');
    for (const [origin] of expected) expect(shownTable).toContain(origin);
    await shot('sqllab-query-chart.png');

    // Saving asks for a dataset name: the query is saved as a dataset, the chart on it.
    await page.getByTestId('explore-save').click();
    await page.getByTestId('save-query-as-dataset-note').waitFor();
    await page.getByTestId('save-dataset-name').fill('Busiest origins query');
    await page
      .getByTestId('save-modal')
      .getByRole('textbox', { name: 'Chart name' })
      .fill('Busiest origins from a query');
    await shot('sqllab-query-chart-save.png');
    await confirmChartSave(page);
    await toast(page, 'Chart [Busiest origins from a query] has been saved');
    const dataset = await onlyRow<{ id: number; sql: string | null }>(
      'dataset',
      'table_name',
      'Busiest origins query',
    );
    expect(dataset.sql).toBe(BUSIEST_SQL);
    const saved = await onlyRow<{ id: number }>(
      'chart',
      'slice_name',
      'Busiest origins from a query',
    );
    const detail = await api.get<{ result: { params: string } }>(`/api/v1/chart/${saved.id}`);
    expect(JSON.parse(detail.result.params)).toMatchObject({ datasource: `${dataset.id}__table` });
  });

  it('stops a slow query: stopped on screen, on the server and in the history', async () => {
    await openSqlLab();
    await setEditorSql(page, SLOW_SQL);
    const started = Date.now();
    const run = await startRun(page);
    await page.getByTestId('query-running').waitFor();
    // Wait for the run to reach the engine, so the stop cancels real work.
    await expect.poll(() => slowQueryStatus(run.clientId)).toBe('running');
    await page.getByTestId('stop-query').click();
    await expect
      .poll(() => page.getByTestId('query-stopped').textContent())
      .toBe('Query was stopped');
    await shot('sqllab-stopped.png');

    // The engine gave the query up: the execute call ends long before the work could have.
    const answer = await run.answer;
    expect(Date.now() - started).toBeLessThan(SLOW_SQL_MIN_MS);
    expect(answer.status).toBe(400);
    expect(answerMessage(answer.body)).toBe('The query was stopped');
    expect(await slowQueryStatus(run.clientId)).toBe('stopped');
    expect(await page.getByTestId('query-stopped').textContent()).toBe('Query was stopped');

    await page.goto('/sqllab/history/');
    const history = page.getByTestId('query-history');
    await expect
      .poll(() => history.getByTestId('history-state').allTextContents())
      .toContain('stopped');
    await shot('sqllab-history-stopped.png');
  });

  it('saves a query that the saved query list shows and its share link reopens', async () => {
    await openSqlLab();
    await setEditorSql(page, SAVED_QUERY_SQL);
    await page.getByTestId('save-query').click();
    await page.getByTestId('save-query-name').fill('Average delay by origin');
    await page.getByTestId('save-query-description').fill('Minutes late, per airport');
    await page.getByTestId('save-query-submit').click();
    await toast(page, 'Your query was saved');
    const saved = await onlyRow<{
      id: number;
      sql: string;
      description: string | null;
      database: { database_name: string };
    }>('saved_query', 'label', 'Average delay by origin');
    expect(saved.sql).toBe(SAVED_QUERY_SQL);
    expect(saved.description).toBe('Minutes late, per airport');
    expect(saved.database.database_name).toBe('examples');

    // 'Copy link' is enabled once the tab is saved, and copies the share link.
    await page.getByTestId('copy-link').click();
    await toast(page, 'Link Copied!');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${session.server.baseUrl}/sqllab/?savedQueryId=${saved.id}`);

    await page.goto('/savedquery/list/');
    await expect.poll(() => rowTitles(page)).toContain('Average delay by origin');
    await shot('sqllab-saved-query-list.png');

    // The link opens the query in a new tab, under its name.
    await page.goto(link);
    await page.getByTestId('sqllab-editor').waitFor();
    await page.waitForURL((url) => url.pathname === '/sqllab/' && url.search === '');
    await expect.poll(() => editorText(page)).toBe(SAVED_QUERY_SQL);
    expect(
      await page
        .locator('.ant-tabs-tab-active')
        .getByTestId('sqllab-tab-label')
        .first()
        .textContent(),
    ).toBe('Average delay by origin');
    await shot('sqllab-saved-query-reopened.png');
  });
});
