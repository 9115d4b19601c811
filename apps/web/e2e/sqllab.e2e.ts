/**
 * SQL Lab in Chromium: open `/sqllab/`, pick the examples DuckDB database, type a query over
 * flights (with table and column completion), run it with Ctrl+Enter and check the numbers shown against DuckDB reading the source
 * file directly; reload and find the tab and its SQL kept on the server; and see a DELETE and a
 * DDL statement refused with the server's message, and unreadable SQL shown with the line and
 * column it stopped at (through the error message registry); and type table names key by key, in the
 * editor and in the table list's search, without a lookup of any partial name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { pickOption } from './support/explorePage';
import { openListTestBrowser, startListTestServer } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import {
  answerMessage,
  completionLabels,
  editorText,
  expectedBusiestOrigins,
  runWithShortcut,
  selectedText,
  setEditorSql,
  shownRows,
} from './support/sqlLabPage';

const SHOTS = path.join(SCREENSHOT_DIR, 'sqllab');
/** The table list's search box (the test id may sit on the input or around it). */
const tableSearch = () =>
  page.getByTestId('table-search').locator('xpath=descendant-or-self::input').first();
const BUSIEST_ORIGINS_SQL =
  'SELECT origin, COUNT(*) AS departures FROM flights GROUP BY origin ORDER BY 2 DESC, 1 LIMIT 5';

let session: ListTestSession;
let page: Page;
let api: ApiSession;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const started = await startListTestServer({ LOAD_EXAMPLES: 'true' });
  api = started.api;
  session = await openListTestBrowser(started.server, started.api);
  page = session.page;
});

afterAll(async () => {
  await session?.stop();
});

describe('SQL Lab', () => {
  it('is reached from the SQL menu', async () => {
    await page.goto('/');
    await page.getByText('SQL', { exact: true }).hover();
    const entry = page.getByRole('menuitem', { name: 'SQL Lab' });
    await entry.waitFor();
    await entry.click();
    await page.getByTestId('sqllab-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sqllab/');
    // A user with no tabs gets a first one to type in.
    await expect
      .poll(() => page.getByTestId('sqllab-tab-label').allTextContents())
      .toEqual(['Untitled Query 1']);
  });

  it('runs a query over flights with Ctrl+Enter and shows the right numbers', async () => {
    await pickOption(page, page.getByRole('combobox', { name: 'Database' }), 'examples');
    await pickOption(page, page.getByRole('combobox', { name: 'Schema' }), 'main');
    // The table browser lists the schema's tables; flights opens to its columns.
    const flights = page
      .getByTestId('table-item')
      .filter({ has: page.getByTestId('table-toggle').filter({ hasText: /^flights$/ }) });
    await flights.getByTestId('table-toggle').click();
    await expect
      .poll(() => flights.getByTestId('table-column-name').allTextContents())
      .toEqual(expect.arrayContaining(['origin', 'destination', 'delay']));

    // Table names complete from the schema, columns from the tables the statement names.
    await setEditorSql(page, '');
    await page.keyboard.type('SELECT * FROM flig');
    await expect.poll(() => completionLabels(page)).toContain('flights');
    await page.keyboard.press('Escape');
    await setEditorSql(page, 'SELECT  FROM flights');
    await page.keyboard.press('Home');
    for (let step = 0; step < 'SELECT '.length; step += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('dela');
    await expect.poll(() => completionLabels(page)).toContain('delay');
    await page.keyboard.press('Escape');

    await setEditorSql(page, BUSIEST_ORIGINS_SQL);
    const answer = await runWithShortcut(page);
    expect(answer.status).toBe(200);
    await expect.poll(() => page.getByTestId('row-count').textContent()).toBe('5 rows returned');
    const expected = await expectedBusiestOrigins();
    expect(await shownRows(page)).toEqual(expected);
    await page.screenshot({ path: '/tmp/sqllab.png', animations: 'disabled' });

    // 'Download to CSV' streams the same rows from the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-csv').click(),
    ]);
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv).toEqual(['origin,departures', ...expected.map((row) => row.join(','))]);
    await page.screenshot({ path: path.join(SHOTS, 'sqllab-results.png'), animations: 'disabled' });
  });

  it('keeps the tab and its SQL across a reload', async () => {
    await page.reload();
    await page.getByTestId('sqllab-page').waitFor();
    await expect
      .poll(() => page.getByTestId('sqllab-tab-label').allTextContents())
      .toEqual(['Untitled Query 1']);
    await expect.poll(() => editorText(page)).toBe(BUSIEST_ORIGINS_SQL);
    expect(await selectedText(page, 'Database')).toBe('examples');
    expect(await selectedText(page, 'Schema')).toBe('main');
    // The last run's rows are read back from the server by their results key.
    await expect.poll(() => page.getByTestId('row-count').textContent()).toBe('5 rows returned');
    expect(await shownRows(page)).toEqual(await expectedBusiestOrigins());
  });

  it('saves the result as a dataset and opens explore on it', async () => {
    await page.getByTestId('save-as-dataset').click();
    const name = page.getByTestId('save-dataset-name');
    await name.fill('Busiest origins');
    await page.getByTestId('save-dataset-submit').click();
    const link = page.getByTestId('saved-dataset-link');
    await link.waitFor();
    const found = await api.get<{ result: Array<{ id: number; sql: string | null }> }>(
      `/api/v1/dataset/?q=${q({ filters: [{ col: 'table_name', opr: 'eq', value: 'Busiest origins' }] })}`,
    );
    expect(found.result.map((dataset) => dataset.sql)).toEqual([BUSIEST_ORIGINS_SQL]);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/explore/');
    expect(new URL(page.url()).searchParams.get('datasource_id')).toBe(String(found.result[0]?.id));
    await page.getByTestId('explore-control-panel').waitFor();
  });

  it.each([
    ['a DELETE', 'DELETE FROM flights WHERE delay > 0'],
    ['a DDL statement', 'DROP TABLE flights'],
  ])("refuses %s with the server's message", async (_kind, sql) => {
    if (new URL(page.url()).pathname !== '/sqllab/') await page.goto('/sqllab/');
    await setEditorSql(page, sql);
    const answer = await runWithShortcut(page);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const message = answerMessage(answer.body);
    expect(message).toContain('only SELECT statements are allowed against this database');
    // The server's refusal is shown word for word under the database error heading, followed by
    // the numbered known cause of this kind of error.
    const shown = page.getByTestId('query-error');
    await expect.poll(() => shown.getAttribute('data-error-type')).toBe('DML_NOT_ALLOWED_ERROR');
    expect(await shown.textContent()).toContain(message);
    expect(await shown.textContent()).toContain(
      'Issue 1022 - Database does not allow data manipulation.',
    );
    await page.screenshot({ path: path.join(SHOTS, 'sqllab-refused.png'), animations: 'disabled' });
  });

  it('shows SQL it cannot read with the line and column it stopped at', async () => {
    if (new URL(page.url()).pathname !== '/sqllab/') await page.goto('/sqllab/');
    await setEditorSql(page, 'SELECT origin\nFROM flights\nWHERE AND dest = 1');
    const answer = await runWithShortcut(page);
    expect(answer.status).toBe(400);
    const shown = page.getByTestId('query-error');
    await expect.poll(() => shown.getAttribute('data-error-type')).toBe('INVALID_SQL_ERROR');
    expect(await shown.getByTestId('error-sql-position').textContent()).toMatch(
      /^Line 3, column \d+WHERE AND dest = 1/,
    );
    expect(await shown.textContent()).toContain(
      'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    );
    await page.screenshot({
      path: path.join(SHOTS, 'sqllab-syntax-error.png'),
      animations: 'disabled',
    });
  });

  it('lists every run in the query history reached from the SQL menu', async () => {
    await page.getByText('SQL', { exact: true }).hover();
    const entry = page.getByRole('menuitem', { name: 'Query history' });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/sqllab/history/');
    const history = page.getByTestId('query-history');
    await expect
      .poll(() => history.getByTestId('history-state').allTextContents())
      .toEqual(['failed', 'failed', 'failed', 'success']);
    await page.screenshot({ path: path.join(SHOTS, 'sqllab-history.png'), animations: 'disabled' });
  });

  it('looks a table up only once its name is complete, in the editor and the table list', async () => {
    // Every table metadata request and every API answer that is an error, from here on.
    const lookups: string[] = [];
    const failures: string[] = [];
    const watch = (response: Response) => {
      const url = new URL(response.url());
      const table = /^\/api\/v1\/database\/\d+\/table\/([^/]+)\/([^/]+)\/$/.exec(url.pathname);
      if (table) lookups.push(`${decodeURIComponent(table[2]!)}.${decodeURIComponent(table[1]!)}`);
      if (url.pathname.startsWith('/api/') && response.status() >= 400)
        failures.push(`${response.status()} ${url.pathname}`);
    };
    await page.goto('/sqllab/');
    await page.getByTestId('sqllab-page').waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Database' }), 'examples');
    await pickOption(page, page.getByRole('combobox', { name: 'Schema' }), 'main');
    await page.getByTestId('table-item').first().waitFor();
    page.on('response', watch);
    try {
      // Typed key by key: partial names such as "seattle_w" or "main.air" are never looked up.
      await setEditorSql(page, '');
      await page.keyboard.type('SELECT * FROM seattle_weather JOIN main.airports ON 1 = 1 WHERE ');
      await expect
        .poll(() => [...lookups].sort())
        .toEqual(['main.airports', 'main.seattle_weather']);
      // The complete names' columns complete.
      await page.keyboard.type('precipi');
      await expect.poll(() => completionLabels(page)).toContain('precipitation');
      await page.keyboard.press('Escape');

      // Searching the table list narrows it locally; opening a table loads its columns.
      await tableSearch().pressSequentially('barley');
      const barley = page
        .getByTestId('table-item')
        .filter({ has: page.getByTestId('table-toggle').filter({ hasText: /^barley$/ }) });
      await expect.poll(() => page.getByTestId('table-item').count()).toBe(1);
      expect(lookups).toHaveLength(2);
      await barley.getByTestId('table-toggle').click();
      await expect
        .poll(() => barley.getByTestId('table-column-name').allTextContents())
        .toEqual(expect.arrayContaining(['yield', 'variety', 'site']));
      expect([...lookups].sort()).toEqual(['main.airports', 'main.barley', 'main.seattle_weather']);
      expect(failures).toEqual([]);
    } finally {
      page.off('response', watch);
    }
  });
});
