/**
 * A server for the SQL Lab suites: a DuckDB file (`sales`, its view `north_sales` and a `secrets`
 * table) and a SQLite file with the same `sales` rows, both registered as databases exposed in
 * SQL Lab (DuckDB also runs asynchronously on request); a `sales` dataset; and users:
 * - `analyst`: sql_lab role with datasource_access on the `sales` dataset only;
 * - `gamma`: no SQL Lab role.
 * Helpers run execute and read its answers.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import {
  createDatabase,
  createDataset,
  createDuckdbFile,
  roleWith,
  SALES_DDL,
} from '../modules/datasets-fixtures';
import type { StoreVariant } from '../support/test-stores';
import { createTestApp, type TestApp } from '../support/test-app';

export interface LabUser {
  id: number;
  headers: Record<string, string>;
}

export interface SqlLabWorld {
  t: TestApp;
  admin: Record<string, string>;
  duckId: number;
  sqliteId: number;
  salesDatasetId: number;
  analyst: LabUser;
  gamma: LabUser;
  duckFile: string;
  sqliteFile: string;
}

/** The `sales` rows of SALES_DDL, for answers computed without the server. */
export const SALES_ROWS = [
  { id: 1, region: 'north', amount: 10.5 },
  { id: 2, region: 'south', amount: 20 },
  { id: 3, region: 'north', amount: 7.25 },
];

const SECRETS_DDL = [
  'CREATE TABLE secrets (id INTEGER, token VARCHAR)',
  "INSERT INTO secrets VALUES (1, 'hunter2')",
];

function createSqliteFile(file: string): void {
  const db = new Database(file);
  try {
    db.exec(`CREATE TABLE sales (id INTEGER, region TEXT, amount REAL, delete_flag INTEGER);
      CREATE TABLE secrets (id INTEGER, token TEXT);
      INSERT INTO secrets VALUES (1, 'hunter2');`);
    const insert = db.prepare('INSERT INTO sales VALUES (?, ?, ?, 0)');
    for (const row of SALES_ROWS) insert.run(row.id, row.region, row.amount);
  } finally {
    db.close();
  }
}

export async function createSqlLabWorld(
  variant: StoreVariant,
  env: Record<string, string> = {},
): Promise<SqlLabWorld> {
  const t = await createTestApp(variant, env);
  const admin = await t.adminHeaders();
  const duckFile = await createDuckdbFile(t.dataDir, 'lab.duckdb', [...SALES_DDL, ...SECRETS_DDL]);
  const sqliteFile = path.join(t.dataDir, 'lab.sqlite');
  createSqliteFile(sqliteFile);
  const duckId = await createDatabase(t, {
    database_name: 'lab_duck',
    sqlalchemy_uri: 'duckdb:///lab.duckdb',
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  const sqliteId = await createDatabase(t, {
    database_name: 'lab_sqlite',
    sqlalchemy_uri: 'sqlite:///lab.sqlite',
    expose_in_sqllab: true,
  });
  const salesDatasetId = await createDataset(t, {
    database: duckId,
    schema: 'main',
    table_name: 'sales',
  });
  await roleWith(t, 'lab_sales', 'datasource_access', `[lab_duck].[sales](id:${salesDatasetId})`);
  const analyst = await t.createUser({
    username: 'lab_analyst',
    roles: ['Gamma', 'sql_lab', 'lab_sales'],
  });
  const gamma = await t.createUser({ username: 'lab_gamma', roles: ['Gamma'] });
  return { t, admin, duckId, sqliteId, salesDatasetId, analyst, gamma, duckFile, sqliteFile };
}

export interface ExecuteResponse {
  status: number;
  body: Record<string, unknown>;
}

export async function execute(
  w: SqlLabWorld,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<ExecuteResponse> {
  const res = await w.t.post('/api/v1/sqllab/execute/', headers, {
    database_id: w.duckId,
    ...payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Execute that must succeed synchronously; returns its body. */
export async function executeOk(
  w: SqlLabWorld,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const res = await execute(w, headers, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
