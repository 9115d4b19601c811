/**
 * Page steps and expected numbers that the SQL Lab browser tests share: the editor's text, the
 * results table's cells, a run with Ctrl+Enter, and DuckDB reading the flights source file
 * directly, so the numbers the page shows are checked against something the app did not compute.
 */
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './paths';

export const FLIGHTS_FILE = path.join(
  REPO_ROOT,
  'node_modules/vega-datasets/data/flights-3m.parquet',
);

/**
 * Runs `sql` in a fresh in-memory DuckDB where `flights` is a view over the source parquet file,
 * and returns every cell as text (as the results table shows whole numbers and strings).
 */
export async function flightsFileRows(sql: string): Promise<string[][]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(
      `CREATE VIEW flights AS SELECT * FROM read_parquet('${FLIGHTS_FILE.replace(/'/g, "''")}')`,
    );
    const reader = await connection.runAndReadAll(sql);
    return reader.getRows().map((row) => row.map((value) => String(value)));
  } finally {
    connection.closeSync();
  }
}

/** The five busiest origins and their departures, straight from the file. */
export function expectedBusiestOrigins(): Promise<string[][]> {
  return flightsFileRows(
    'SELECT origin, COUNT(*) AS departures FROM flights GROUP BY origin ORDER BY 2 DESC, 1 LIMIT 5',
  );
}

/** The cells of the results table's rows currently in the DOM (it is virtualised), in order. */
export async function shownRows(target: Page): Promise<string[][]> {
  const rows = target.getByTestId('results-table').getByTestId('data-table-row');
  const count = await rows.count();
  const cells: string[][] = [];
  for (let index = 0; index < count; index += 1)
    cells.push(await rows.nth(index).getByRole('cell').allTextContents());
  return cells;
}

/** Replaces the editor's text as typed-in text would (no completion popup in the way). */
export async function setEditorSql(target: Page, sql: string): Promise<void> {
  const editor = target.getByTestId('sqllab-editor').locator('.cm-content');
  await editor.click();
  await target.keyboard.press('Control+A');
  await target.keyboard.press('Delete');
  await target.keyboard.insertText(sql);
}

export function editorText(target: Page): Promise<string> {
  return target
    .getByTestId('sqllab-editor')
    .locator('.cm-content')
    .evaluate((element) =>
      [...element.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n'),
    );
}

/** The labels in the editor's open completion list. */
export function completionLabels(target: Page): Promise<string[]> {
  return target.locator('.cm-tooltip-autocomplete .cm-completionLabel').allTextContents();
}

/** What an antd Select labelled `label` shows as its value. */
export function selectedText(target: Page, label: string): Promise<string> {
  return target
    .getByRole('combobox', { name: label })
    .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .innerText()
    .then((text) => text.trim());
}

function isExecuteCall(url: string, method: string): boolean {
  return new URL(url).pathname === '/api/v1/sqllab/execute/' && method === 'POST';
}

/** Runs the editor's SQL with Ctrl+Enter and returns the execute call's status and body. */
export async function runWithShortcut(target: Page): Promise<{ status: number; body: unknown }> {
  const [response] = await Promise.all([
    target.waitForResponse((r) => isExecuteCall(r.url(), r.request().method())),
    target.getByTestId('sqllab-editor').locator('.cm-content').press('Control+Enter'),
  ]);
  return { status: response.status(), body: (await response.json()) as unknown };
}

/**
 * Clicks Run and returns the client id the page gave the run (the execute call's `client_id`)
 * at once, with the execute call's answer to come: for queries that are meant to still be running.
 */
export async function startRun(
  target: Page,
): Promise<{ clientId: string; answer: Promise<{ status: number; body: unknown }> }> {
  const answered = target.waitForResponse((r) => isExecuteCall(r.url(), r.request().method()), {
    timeout: 0,
  });
  const [request] = await Promise.all([
    target.waitForRequest((r) => isExecuteCall(r.url(), r.method())),
    target.getByTestId('run-query').click(),
  ]);
  const body = request.postDataJSON() as { client_id?: unknown };
  if (typeof body.client_id !== 'string') throw new Error('The execute call had no client_id');
  const answer = answered.then(async (response) => ({
    status: response.status(),
    body: (await response.json()) as unknown,
  }));
  // Callers that stop looking still must not leave an unhandled rejection behind.
  answer.catch(() => undefined);
  return { clientId: body.client_id, answer };
}

/** The message of an error answer, in Superset's `{errors: [{message}]}` or plain `{message}`. */
export function answerMessage(body: unknown): string {
  const answer = body as { message?: unknown; errors?: Array<{ message?: unknown }> };
  const first = answer.errors?.[0]?.message;
  if (typeof first === 'string') return first;
  return typeof answer.message === 'string' ? answer.message : JSON.stringify(body);
}
