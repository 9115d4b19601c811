/**
 * Set-up shared by the upload HTTP suites: a test server with the upload routes, databases that
 * allow uploads (a DuckDB and a SQLite file in DATA_DIR, a PostgreSQL schema when reachable),
 * multipart calls through app.inject(), and independent read-only handles that expected numbers
 * are computed with.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { expect } from 'vitest';
import { multipartBody, type FilePart } from '../../../test/import-export/bundle-http';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { storeVariants } from '../../../test/support/test-stores';
import {
  createDatabase,
  PG_TEST_URL,
  postgresReachable,
} from '../../../test/modules/datasets-fixtures';

export type Row = Record<string, unknown>;

export const TEST_MAX_FILE_BYTES = 256 * 1024;

/** A test server on the SQLite metadata store with a small upload size cap. */
export async function uploadApp(): Promise<TestApp> {
  const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite');
  if (!sqlite) throw new Error('no sqlite store variant');
  process.env.UPLOAD_MAX_FILE_SIZE_BYTES = String(TEST_MAX_FILE_BYTES);
  try {
    return await createTestApp(sqlite, { UPLOAD_MAX_FILE_SIZE_BYTES: String(TEST_MAX_FILE_BYTES) });
  } finally {
    delete process.env.UPLOAD_MAX_FILE_SIZE_BYTES;
  }
}

export const pgAvailable = await postgresReachable();
export const tag = crypto.randomBytes(4).toString('hex');

/** Creates an empty DuckDB file in DATA_DIR. */
export async function emptyDuckdb(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, name);
  (await DuckDBInstance.create(file)).closeSync();
  return file;
}

export function emptySqlite(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  new Database(file).exec('CREATE TABLE seed (x INTEGER)').close();
  return file;
}

export async function uploadDatabase(
  t: TestApp,
  name: string,
  uri: string,
  extra: Record<string, unknown> = {},
  allowFileUpload = true,
): Promise<number> {
  return createDatabase(t, {
    database_name: name,
    sqlalchemy_uri: uri,
    allow_file_upload: allowFileUpload,
    extra: JSON.stringify(extra),
  });
}

export interface Call {
  status: number;
  body: Record<string, unknown>;
}

export async function post(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<Call> {
  const { payload, contentType } = multipartBody(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** `POST /api/v1/database/{id}/upload/` with the file in the `file` field. */
export function upload(
  t: TestApp,
  databaseId: number,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: FilePart,
): Promise<Call> {
  return post(t, `/api/v1/database/${databaseId}/upload/`, headers, fields, { file });
}

/** A CSV file part as a browser sends it. */
export function csvFile(name: string, text: string | Buffer): FilePart {
  return { filename: name, data: text, contentType: 'text/csv' };
}

/** Uploads `csv` as `{table}.csv` into that table, with any further form fields. */
export function uploadCsv(
  t: TestApp,
  databaseId: number,
  headers: Record<string, string>,
  table: string,
  csv: string,
  fields: Record<string, string> = {},
): Promise<Call> {
  return upload(
    t,
    databaseId,
    headers,
    { type: 'csv', table_name: table, ...fields },
    csvFile(`${table}.csv`, csv),
  );
}

export function expectCreated(call: Call): {
  table_name: string;
  schema: string;
  dataset_id: number;
  rows: number;
} {
  expect(call.status, JSON.stringify(call.body)).toBe(201);
  expect(call.body.message).toBe('OK');
  return call.body.result as {
    table_name: string;
    schema: string;
    dataset_id: number;
    rows: number;
  };
}

/** Rows of a query on a DuckDB file, through a separate READ_ONLY instance. */
export async function duckdbRows(file: string, sql: string): Promise<Row[]> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJS() as Row[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

export function sqliteRows(file: string, sql: string): Row[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}

export async function pgRows(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

export { PG_TEST_URL };

/** A CSV of `n` sales rows; amounts are i * 1.25, so their sum is known in closed form. */
export function salesCsv(n: number, first = 1): string {
  const lines = ['id,region,amount,sold_on,paid'];
  for (let i = first; i < first + n; i++) {
    lines.push(
      `${i},${i % 2 === 0 ? 'north' : 'south'},${(i * 1.25).toFixed(2)},2024-01-${String((i % 28) + 1).padStart(2, '0')},${i % 3 === 0 ? 'True' : 'False'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function sumOf(first: number, n: number, each: (i: number) => number): number {
  let total = 0;
  for (let i = first; i < first + n; i++) total += each(i);
  return total;
}

/** A workbook with a `Products` sheet of `n` rows (price i / 4, stock i * 3) and an empty sheet. */
export async function productsXlsx(n: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(['sku', 'price', 'stock', 'added']);
  for (let i = 1; i <= n; i++)
    sheet.addRow([`sku-${i}`, i / 4, i * 3, new Date(Date.UTC(2023, 0, i))]);
  book.addWorksheet('Notes');
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A Parquet file of `n` orders: qty i % 7, total i * 0.5, placed TIMESTAMP 2024-02-01 + i hours. */
export async function ordersParquet(dir: string, n: number): Promise<Buffer> {
  const file = path.join(dir, `orders-${crypto.randomBytes(4).toString('hex')}.parquet`);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`COPY (
        SELECT i AS order_id, (i % 7)::INTEGER AS qty, i * 0.5 AS total,
               TIMESTAMP '2024-02-01 00:00:00' + INTERVAL (i) HOUR AS placed
        FROM range(1, ${n + 1}) t(i)
      ) TO '${file}' (FORMAT parquet)`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  const data = await fs.readFile(file);
  await fs.rm(file);
  return data;
}
