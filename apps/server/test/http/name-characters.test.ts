/**
 * Names (chart and dashboard titles, dataset, database, user and role names, saved query labels,
 * report, annotation layer, row-level filter and dynamic plugin names) refuse NUL and unpaired
 * UTF-16 surrogates with one rule: a 400 naming the field, and nothing stored. PostgreSQL cannot
 * store NUL in text at all, and an unpaired surrogate is not valid UTF-8.
 */
import { describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from '@panorama/core/schemas/name-text';
import { createExploreWorld, type ExploreWorld } from '../explore/explore-fixtures';
import { storeVariants } from '../support/test-stores';
import { useWorld } from '../support/use-world';

const BAD_NAMES = ['nul\u0000name', 'lone \uD800 high', 'lone \uDC00 low', '\uDBFF'];

interface Case {
  what: string;
  method: 'POST' | 'PUT';
  url: (w: ExploreWorld) => string;
  table: 'charts' | 'dashboards' | 'datasets' | 'databases' | 'users' | 'roles' | 'saved_queries';
  field: string;
  body: (w: ExploreWorld, name: string) => Record<string, unknown>;
}

const CASES: Case[] = [
  {
    what: 'chart name on create',
    method: 'POST',
    url: () => '/api/v1/chart/',
    table: 'charts',
    field: 'slice_name',
    body: (w, name) => ({ slice_name: name, datasource_id: w.datasetId, datasource_type: 'table' }),
  },
  {
    what: 'chart name on update',
    method: 'PUT',
    url: (w) => `/api/v1/chart/${w.chartId}`,
    table: 'charts',
    field: 'slice_name',
    body: (_w, name) => ({ slice_name: name }),
  },
  {
    what: 'dashboard title',
    method: 'POST',
    url: () => '/api/v1/dashboard/',
    table: 'dashboards',
    field: 'dashboard_title',
    body: (_w, name) => ({ dashboard_title: name }),
  },
  {
    what: 'dataset table name',
    method: 'POST',
    url: () => '/api/v1/dataset/',
    table: 'datasets',
    field: 'table_name',
    body: (w, name) => ({ database: w.dbId, schema: 'main', table_name: name }),
  },
  {
    what: 'database name',
    method: 'POST',
    url: () => '/api/v1/database/',
    table: 'databases',
    field: 'database_name',
    body: (_w, name) => ({ database_name: name, sqlalchemy_uri: 'duckdb:///explore.duckdb' }),
  },
  {
    what: 'username',
    method: 'POST',
    url: () => '/api/v1/security/users/',
    table: 'users',
    field: 'username',
    body: (_w, name) => ({
      first_name: 'Ned',
      last_name: 'Null',
      username: name.replace(/ /g, '_'),
      email: 'ned@example.com',
      password: 'quiet-harbor-lantern-7',
    }),
  },
  {
    what: "user's first name",
    method: 'POST',
    url: () => '/api/v1/security/users/',
    table: 'users',
    field: 'first_name',
    body: (_w, name) => ({
      first_name: name,
      last_name: 'Null',
      username: 'ned',
      email: 'ned@example.com',
      password: 'quiet-harbor-lantern-7',
    }),
  },
  {
    what: 'role name',
    method: 'POST',
    url: () => '/api/v1/security/roles/',
    table: 'roles',
    field: 'name',
    body: (_w, name) => ({ name }),
  },
  {
    what: 'saved query label',
    method: 'POST',
    url: () => '/api/v1/saved_query/',
    table: 'saved_queries',
    field: 'label',
    body: (w, name) => ({ db_id: w.dbId, label: name, sql: 'SELECT 1' }),
  },
];

describe.each(await storeVariants())('characters in names on $name', (variant) => {
  const w = useWorld(() => createExploreWorld(variant));

  const rows = (table: Case['table']) =>
    w.t.container.store.db.selectFrom(table).selectAll().execute();

  it.each(CASES)('refuses NUL and lone surrogates in the $what', async (c) => {
    const before = await rows(c.table);
    for (const name of BAD_NAMES) {
      const res = await w.t.request(c.method, c.url(w), w.admin, c.body(w, name));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect((res.json() as { message: Record<string, string[]> }).message[c.field]).toEqual([
        NAME_CHARACTERS_MESSAGE,
      ]);
    }
    expect(await rows(c.table)).toEqual(before);
  });

  it.each([
    ['report name', '/api/v1/report/'],
    ['annotation layer name', '/api/v1/annotation_layer/'],
    ['row-level filter name', '/api/v1/rowlevelsecurity/'],
  ])('refuses them in the %s', async (_what, url) => {
    const res = await w.t.post(url, w.admin, { name: 'bad\u0000name' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: Record<string, string[]> }).message.name).toEqual([
      NAME_CHARACTERS_MESSAGE,
    ]);
  });

  it('still accepts names with characters outside the BMP (paired surrogates)', async () => {
    const res = await w.t.post('/api/v1/dashboard/', w.admin, {
      dashboard_title: 'Sales 📈 by région',
    });
    expect(res.statusCode).toBe(201);
    const stored = await w.t.container.store.db
      .selectFrom('dashboards')
      .select('dashboard_title')
      .where('id', '=', (res.json() as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(stored.dashboard_title).toBe('Sales 📈 by région');
  });
});
