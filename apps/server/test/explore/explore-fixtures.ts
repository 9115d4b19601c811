/**
 * A server with what the chart editor suites need: a DuckDB database with a `sales` dataset and
 * a chart on it (both the admin's), a Gamma user granted that dataset ("reader"), a Gamma user
 * granted nothing ("outsider"), and helpers for browser (cookie + CSRF) sessions.
 */
import { expect } from 'vitest';
import type { StoreVariant } from '../support/test-stores';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import {
  createDatabase,
  createDataset,
  createDuckdbFile,
  roleWith,
} from '../modules/datasets-fixtures';

export interface TestUser {
  id: number;
  headers: Record<string, string>;
}

export interface ExploreWorld {
  t: TestApp;
  admin: Record<string, string>;
  dbId: number;
  datasetId: number;
  chartId: number;
  reader: TestUser;
  outsider: TestUser;
}

export async function createChart(
  t: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<number> {
  const res = await t.post('/api/v1/chart/', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function createExploreWorld(
  variant: StoreVariant,
  env: Record<string, string> = {},
): Promise<ExploreWorld> {
  const t = await createTestApp(variant, env);
  const admin = await t.adminHeaders();
  await createDuckdbFile(t.dataDir, 'explore.duckdb');
  const dbId = await createDatabase(t, {
    database_name: 'explore_db',
    sqlalchemy_uri: 'duckdb:///explore.duckdb',
  });
  const datasetId = await createDataset(t, { database: dbId, schema: 'main', table_name: 'sales' });
  const chartId = await createChart(t, admin, {
    slice_name: 'Sales by region',
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ metrics: ['count'], groupby: ['region'], row_limit: 100 }),
    cache_timeout: 600,
    description: 'All sales',
  });
  await roleWith(
    t,
    'explore_sales_reader',
    'datasource_access',
    `[explore_db].[sales](id:${datasetId})`,
  );
  const reader = await t.createUser({
    username: 'explore_reader',
    roles: ['Gamma', 'explore_sales_reader'],
  });
  const outsider = await t.createUser({ username: 'explore_outsider', roles: ['Gamma'] });
  return { t, admin, dbId, datasetId, chartId, reader, outsider };
}

/** A browser session: its cookie and CSRF token. */
export async function browserSession(
  t: TestApp,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<{ cookie: string; csrf: string }> {
  const login = await t.post('/login/', {}, { username, password });
  expect(login.statusCode, login.body).toBe(200);
  const setCookie = login.headers['set-cookie'];
  const header = Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? '');
  const match = /session=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  const cookie = `session=${match[1]}`;
  const token = await t.get('/api/v1/security/csrf_token/', { cookie });
  return { cookie, csrf: (token.json() as { result: string }).result };
}

/** A multipart body with text fields, as a browser form with enctype=multipart/form-data. */
export function multipart(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  const boundary = '----panorama-explore-test';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function urlencoded(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
