/**
 * Shared set-up of the access-boundary suites for user SQL (alert SQL, custom SQL sub-queries,
 * SQL Lab with RLS_IN_SQLLAB): a DuckDB database `access_duck` (exposed in SQL Lab) holding
 * `flights` (40 rows, origin cycling SFO, JFK, LAX, ORD), `airports` and `secrets`; datasets on
 * `flights` and `airports`; a Gamma user `pilot` granted the `flights` dataset only and bound by
 * the rule `origin = 'SFO'` on it; and an independent DuckDB connection for expected numbers.
 */
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createDatabase, createDataset, roleWith, writeDuckdb } from '../modules/datasets-fixtures';

export type Json = Record<string, unknown>;
export type Headers = Record<string, string>;

export const ORIGINS = ['SFO', 'JFK', 'LAX', 'ORD'];
/** A value only `secrets` holds: it must never reach a user not granted that table. */
export const SECRET_PIN = 4242;

export const ACCESS_DDL = [
  `CREATE TABLE flights AS SELECT CAST(i AS INTEGER) AS id,
     ['SFO', 'JFK', 'LAX', 'ORD'][1 + i % 4] AS origin,
     CAST(i * 3 AS INTEGER) AS delay
   FROM range(0, 40) t(i)`,
  `CREATE TABLE airports AS SELECT * FROM (VALUES ('SFO', 'San Francisco'), ('JFK', 'New York'),
     ('LAX', 'Los Angeles'), ('ORD', 'Chicago')) t(iata, name)`,
  `CREATE TABLE secrets AS SELECT ${SECRET_PIN} AS pin`,
];

export interface AccessWorld {
  databaseId: number;
  flights: number;
  airports: number;
  duckFile: string;
  /** The role granting the `flights` dataset. */
  readersRole: number;
  /** The role the `origin = 'SFO'` rule binds. */
  sfoRole: number;
  rule: number;
  pilot: { id: number; headers: Headers };
}

export async function createRule(t: TestApp, body: Json): Promise<number> {
  const res = await t.post('/api/v1/rowlevelsecurity/', await t.adminHeaders(), body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function createRole(t: TestApp, name: string): Promise<number> {
  const res = await t.post('/api/v1/security/roles/', await t.adminHeaders(), { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** Removes every permission of a role (what revoking a grant looks like). */
export async function revokeAll(t: TestApp, roleId: number): Promise<void> {
  const res = await t.post(`/api/v1/security/roles/${roleId}/permissions`, await t.adminHeaders(), {
    permission_view_menu_ids: [],
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function createAccessWorld(
  t: TestApp,
  options: { extraRoles?: string[]; username?: string } = {},
): Promise<AccessWorld> {
  const duckFile = path.join(t.dataDir, 'access.duckdb');
  await writeDuckdb(duckFile, ACCESS_DDL);
  const databaseId = await createDatabase(t, {
    database_name: 'access_duck',
    sqlalchemy_uri: 'duckdb:///access.duckdb',
    expose_in_sqllab: true,
  });
  const flights = await createDataset(t, {
    database: databaseId,
    schema: 'main',
    table_name: 'flights',
  });
  const airports = await createDataset(t, {
    database: databaseId,
    schema: 'main',
    table_name: 'airports',
  });
  const readersRole = await roleWith(
    t,
    'flights_readers',
    'datasource_access',
    `[access_duck].[flights](id:${flights})`,
  );
  const sfoRole = await createRole(t, 'sfo_team');
  const rule = await createRule(t, {
    name: 'SFO only',
    filter_type: 'Regular',
    tables: [flights],
    roles: [sfoRole],
    clause: "origin = 'SFO'",
  });
  const pilot = await t.createUser({
    username: options.username ?? 'pilot',
    roles: ['Gamma', 'flights_readers', 'sfo_team', ...(options.extraRoles ?? [])],
  });
  return { databaseId, flights, airports, duckFile, readersRole, sfoRole, rule, pilot };
}

/** One number computed by DuckDB directly on the seeded file. */
export async function independentValue(duckFile: string, sql: string): Promise<number> {
  const instance = await DuckDBInstance.create(duckFile, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql);
    const [row] = reader.getRows();
    return Number(row?.[0]);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
