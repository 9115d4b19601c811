/**
 * Analytics data for the database, dataset and datasource suites: a small DuckDB file written
 * into the test DATA_DIR, an optional table in the PostgreSQL `test` database, and helpers that
 * drive the API as the admin.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { expect } from 'vitest';
import { portOpen } from '../support/services';
import type { TestApp } from '../support/test-app';

export const PG_TEST_URL =
  process.env.TEST_ANALYTICS_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

export const SALES_DDL = [
  'CREATE TABLE sales (id INTEGER, region VARCHAR, amount DOUBLE, sold_at TIMESTAMP, sold_on DATE)',
  `INSERT INTO sales VALUES (1, 'north', 10.5, TIMESTAMP '2024-01-01 10:00:00', DATE '2024-01-01'),
    (2, 'south', 20, TIMESTAMP '2024-01-02 11:00:00', DATE '2024-01-02'),
    (3, 'north', 7.25, TIMESTAMP '2024-01-03 12:00:00', DATE '2024-01-03')`,
  "CREATE VIEW north_sales AS SELECT * FROM sales WHERE region = 'north'",
];

/** Runs statements on a DuckDB file (created if missing) and closes it, so readers see the result. */
export async function writeDuckdb(file: string, statements: string[]): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    for (const statement of statements) await connection.run(statement);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

export async function createDuckdbFile(
  dataDir: string,
  name: string,
  statements = SALES_DDL,
): Promise<string> {
  const file = path.join(dataDir, name);
  await writeDuckdb(file, statements);
  return file;
}

export async function postgresReachable(): Promise<boolean> {
  const url = new URL(PG_TEST_URL.replace(/^postgresql:/, 'http:'));
  if (!(await portOpen(Number(url.port) || 5432, url.hostname))) return false;
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs SQL on the PostgreSQL `test` database. */
export async function onPostgres(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A table name unique to this run, so suites on several stores never share one. */
export function uniqueTableName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
}

export async function createDatabase(t: TestApp, body: Record<string, unknown>): Promise<number> {
  const res = await t.post('/api/v1/database/', await t.adminHeaders(), body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function createDataset(
  t: TestApp,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<number> {
  const res = await t.post('/api/v1/dataset/', headers ?? (await t.adminHeaders()), body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/**
 * Writes `{name}.duckdb` with the sales table, registers it as database `name` and its `sales`
 * table as a physical dataset; returns both ids.
 */
export async function createSalesDatabase(
  t: TestApp,
  name: string,
): Promise<{ dbId: number; salesId: number }> {
  await createDuckdbFile(t.dataDir, `${name}.duckdb`);
  const dbId = await createDatabase(t, {
    database_name: name,
    sqlalchemy_uri: `duckdb:///${name}.duckdb`,
  });
  const salesId = await createDataset(t, { database: dbId, schema: 'main', table_name: 'sales' });
  return { dbId, salesId };
}

/** Creates a role holding one permission pair and returns its id. */
export async function roleWith(
  t: TestApp,
  roleName: string,
  permission: string,
  viewMenu: string,
): Promise<number> {
  const headers = await t.adminHeaders();
  const role = await t.post('/api/v1/security/roles/', headers, { name: roleName });
  expect(role.statusCode, role.body).toBe(201);
  const roleId = (role.json() as { id: number }).id;
  await grant(t, roleId, permission, viewMenu);
  return roleId;
}

/** Adds a permission pair to a role (which must already exist as a permission view). */
export async function grant(
  t: TestApp,
  roleId: number,
  permission: string,
  viewMenu: string,
): Promise<void> {
  const db = t.container.store.db;
  const pv = await db
    .selectFrom('permission_views as pv')
    .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
    .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
    .select('pv.id')
    .where('p.name', '=', permission)
    .where('v.name', '=', viewMenu)
    .executeTakeFirst();
  expect(pv, `permission ${permission} on ${viewMenu} exists`).toBeDefined();
  const current = await db
    .selectFrom('role_permission_views')
    .select('permission_view_id')
    .where('role_id', '=', roleId)
    .execute();
  const res = await t.post(`/api/v1/security/roles/${roleId}/permissions`, await t.adminHeaders(), {
    permission_view_menu_ids: [...current.map((c) => c.permission_view_id), pv?.id ?? 0],
  });
  expect(res.statusCode, res.body).toBe(200);
}

export function rison(value: string): string {
  return encodeURIComponent(value);
}
