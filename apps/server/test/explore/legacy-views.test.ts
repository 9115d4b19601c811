/**
 * The chart editor's legacy calls on every metadata store: fetch_datasource_metadata, sqllab_viz
 * (a virtual dataset through the dataset API's rules, from JSON, urlencoded and multipart bodies)
 * and dashboardasync (the save modal's owned dashboards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import {
  createExploreWorld,
  multipart,
  urlencoded,
  type ExploreWorld,
  type TestUser,
} from './explore-fixtures';

describe.each(await storeVariants())('explore legacy views on $name', (variant) => {
  let w: ExploreWorld;
  let alpha: TestUser;

  beforeAll(async () => {
    w = await createExploreWorld(variant);
    alpha = await w.t.createUser({ username: 'explore_alpha', roles: ['Alpha'] });
  });
  afterAll(async () => {
    await w?.t.dispose();
  });

  describe('GET /superset/fetch_datasource_metadata', () => {
    it('answers the dataset JSON to readers and 404 to everyone else', async () => {
      const url = `/superset/fetch_datasource_metadata?datasourceKey=${w.datasetId}__table`;
      const res = await w.t.get(url, w.reader.headers);
      expect(res.statusCode, res.body).toBe(200);
      const expected = await w.t.get(`/datasource/get/table/${w.datasetId}/`, w.reader.headers);
      expect(res.json()).toEqual(expected.json());
      for (const [headers, key] of [
        [w.outsider.headers, `${w.datasetId}__table`],
        [w.admin, '99999__table'],
        [w.admin, `${w.datasetId}__query`],
      ] as const) {
        const other = await w.t.get(
          `/superset/fetch_datasource_metadata?datasourceKey=${key}`,
          headers,
        );
        expect(other.statusCode, key).toBe(404);
      }
      for (const query of ['', '?datasourceKey=12', '?datasourceKey=abc__table']) {
        const bad = await w.t.get(`/superset/fetch_datasource_metadata${query}`, w.admin);
        expect(bad.statusCode, query).toBe(400);
      }
    });
  });

  describe('POST /superset/sqllab_viz/', () => {
    const data = (name: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        datasourceName: name,
        dbId: w.dbId,
        schema: 'main',
        sql: 'SELECT region, amount, sold_at FROM sales',
        templateParams: '{"x": 1}',
        metrics: [],
        columns: [{ name: 'region', type: 'VARCHAR', is_dttm: false }],
        ...extra,
      });

    it('creates a virtual dataset owned by the caller from each body format', async () => {
      const bodies = [
        { payload: { data: data('from_json') }, headers: {} },
        urlencoded({ data: data('from_form') }),
        multipart({ data: data('from_multipart') }),
      ];
      for (const [i, body] of bodies.entries()) {
        const res = await w.t.post(
          '/superset/sqllab_viz/',
          { ...alpha.headers, ...body.headers },
          body.payload,
        );
        expect(res.statusCode, res.body).toBe(200);
        const dataset = (res.json() as { data: Record<string, unknown> }).data;
        const name = ['from_json', 'from_form', 'from_multipart'][i];
        expect(dataset).toMatchObject({
          table_name: name,
          schema: 'main',
          sql: 'SELECT region, amount, sold_at FROM sales',
          owners: [alpha.id],
          type: 'table',
          template_params: '{"x": 1}',
        });
        const columns = (dataset.columns as { column_name: string; is_dttm: boolean }[]).map(
          (c) => [c.column_name, c.is_dttm],
        );
        expect(columns).toEqual(
          expect.arrayContaining([
            ['region', false],
            ['amount', false],
            ['sold_at', true],
          ]),
        );
        const row = await w.t.container.store.db
          .selectFrom('datasets')
          .select(['id', 'created_by_fk', 'database_id'])
          .where('table_name', '=', name ?? '')
          .executeTakeFirst();
        expect(row).toMatchObject({ created_by_fk: alpha.id, database_id: w.dbId });
      }
    });

    it('answers a name conflict with 422 as the dataset API does', async () => {
      const res = await w.t.post('/superset/sqllab_viz/', alpha.headers, {
        data: data('from_json'),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: { table_name: ['Dataset from_json already exists'] } });
    });

    it('refuses SQL that writes, callers who may not write datasets, and bad input', async () => {
      const dml = await w.t.post('/superset/sqllab_viz/', alpha.headers, {
        data: data('dml', { sql: 'DELETE FROM sales' }),
      });
      expect(dml.statusCode, dml.body).toBe(422);
      const gamma = await w.t.post('/superset/sqllab_viz/', w.reader.headers, {
        data: data('by_gamma'),
      });
      expect(gamma.statusCode).toBe(403);
      const anonymous = await w.t.post('/superset/sqllab_viz/', {}, { data: data('anon') });
      expect(anonymous.statusCode).toBe(401);
      for (const payload of [
        {},
        { data: 'not json' },
        { data: JSON.stringify({ dbId: w.dbId, sql: 'SELECT 1' }) },
        { data: data('x', { dbId: 'abc' }) },
        { data: data('x', { sql: '' }) },
        { data: data('x', { templateParams: '[1]' }) },
      ]) {
        const res = await w.t.post('/superset/sqllab_viz/', alpha.headers, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const unknownDb = await w.t.post('/superset/sqllab_viz/', alpha.headers, {
        data: data('nowhere', { dbId: 99999 }),
      });
      expect(unknownDb.statusCode).toBe(422);
    });
  });

  describe('GET /dashboardasync/api/read', () => {
    it("lists a user's dashboards to that user and to admins only", async () => {
      const mine = await w.t.post('/api/v1/dashboard/', w.reader.headers, {
        dashboard_title: 'Reader board',
      });
      expect(mine.statusCode, mine.body).toBe(201);
      const mineId = (mine.json() as { id: number }).id;
      await w.t.post('/api/v1/dashboard/', w.admin, { dashboard_title: 'Admin board' });
      const own = await w.t.get(
        `/dashboardasync/api/read?_flt_0_owners=${w.reader.id}`,
        w.reader.headers,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        count: 1,
        pks: [mineId],
        result: [{ id: mineId, dashboard_title: 'Reader board' }],
      });
      const byAdmin = await w.t.get(
        `/dashboardasync/api/read?_flt_0_owners=${w.reader.id}`,
        w.admin,
      );
      expect((byAdmin.json() as { pks: number[] }).pks).toEqual([mineId]);
      const others = await w.t.get(
        `/dashboardasync/api/read?_flt_0_owners=${w.outsider.id}`,
        w.reader.headers,
      );
      expect(others.statusCode).toBe(403);
      for (const query of ['', '?_flt_0_owners=abc']) {
        const bad = await w.t.get(`/dashboardasync/api/read${query}`, w.admin);
        expect(bad.statusCode, query).toBe(400);
      }
    });
  });
});
