/**
 * Shared set-up of the chart-data suites: a test server with the example data on the SQLite
 * metadata store, dataset ids by table name, chart-data calls through app.inject(), and an
 * independent DuckDB connection (READ_ONLY, the server's file, hand-written SQL) that expected
 * numbers are computed with.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { expect } from 'vitest';
import { examplesDuckdbPath } from '../../src/examples/examples-database';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';

export type Row = Record<string, unknown>;

export interface ChartDataEntry {
  data: Row[];
  colnames: string[];
  coltypes: (number | null)[];
  rowcount: number;
  sql_rowcount: number;
  is_cached: boolean;
  cached_dttm: string | null;
  cache_key: string | null;
  cache_timeout: number;
  query: string;
  applied_filters: { column: string }[];
  rejected_filters: { reason: string; column: string }[];
  from_dttm: number | null;
  to_dttm: number | null;
  status: string;
  error: string | null;
  label_map: Record<string, string[]>;
  [key: string]: unknown;
}

export async function exampleApp(env: Record<string, string> = {}): Promise<TestApp> {
  const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite');
  if (!sqlite) throw new Error('no sqlite store variant');
  return createTestApp(sqlite, { LOAD_EXAMPLES: 'true', ...env });
}

export { datasetId } from '../support/store-lookups';

/** An independent read-only DuckDB connection to the examples file. */
export async function openExamples(
  dataDir: string,
): Promise<{ rows(sql: string, params?: unknown[]): Promise<Row[]>; close(): void }> {
  const instance = await DuckDBInstance.create(examplesDuckdbPath(dataDir), {
    access_mode: 'READ_ONLY',
  });
  const connection: DuckDBConnection = await instance.connect();
  return {
    async rows(sql, params = []) {
      const reader = await connection.runAndReadAll(sql, params as never);
      return reader.getRowObjectsJS() as Row[];
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** Flights per origin in the example DuckDB file, counted there, independently of the app. */
export async function expectedOriginCounts(dataDir: string): Promise<Map<unknown, number | null>> {
  const duck = await openExamples(dataDir);
  try {
    const rows = await duck.rows('SELECT origin, COUNT(*) AS n FROM main.flights GROUP BY origin');
    return new Map(rows.map((r) => [r.origin, num(r.n)]));
  } finally {
    duck.close();
  }
}

export async function postChartData(
  t: TestApp,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
  url = '/api/v1/chart/data',
) {
  return t.post(url, headers ?? (await t.adminHeaders()), body);
}

/** Runs a one-query context and returns its entry, asserting 200. */
export async function query(
  t: TestApp,
  datasource: number,
  queryObject: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<ChartDataEntry> {
  const res = await postChartData(t, {
    datasource: { id: datasource, type: 'table' },
    queries: [queryObject],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const entry = (res.json() as { result: ChartDataEntry[] }).result[0];
  if (!entry) throw new Error('no result entry');
  return entry;
}

/** Runs a one-query context that must be refused, asserting 400; answers the message. */
export async function refusedQuery(
  t: TestApp,
  datasource: number,
  queryObject: Record<string, unknown>,
): Promise<unknown> {
  const res = await postChartData(t, {
    datasource: { id: datasource, type: 'table' },
    queries: [queryObject],
  });
  expect(res.statusCode, JSON.stringify(queryObject)).toBe(400);
  return (res.json() as { message: unknown }).message;
}

/** Numbers from DuckDB (bigint, decimal) as plain JS numbers. */
export function num(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  return Number(value);
}

export function epochMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number(value);
}
