/**
 * Who may read and change datasets on every metadata store: a Gamma user sees only the datasets
 * granted to it and changes none, and a writer is authorised again for the source on create and
 * on every change of a dataset's SQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { grant, rison, roleWith } from './datasets-fixtures';
import { useShopWorld } from './datasets-world';

describe.each(await storeVariants())('dataset access on $name', (variant) => {
  const shop = useShopWorld(variant);
  const { t } = shop;

  describe('Gamma', () => {
    let gamma: { id: number; headers: Record<string, string> };
    let readerRole: number;

    beforeAll(async () => {
      readerRole = await roleWith(t, 'sales_reader', 'can_read', 'Dataset');
      gamma = await t.createUser({ username: 'gamma_ds', roles: ['Gamma', 'sales_reader'] });
    });

    it('cannot create a dataset', async () => {
      const res = await t.post('/api/v1/dataset/', gamma.headers, {
        database: shop.dbId,
        schema: 'main',
        table_name: 'north_sales',
      });
      expect(res.statusCode).toBe(403);
    });

    it('sees nothing without grants, then exactly the granted dataset', async () => {
      const before = await t.get('/api/v1/dataset/', gamma.headers);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ count: 0, result: [] });
      for (const url of [
        `/api/v1/dataset/${shop.salesId}`,
        `/datasource/get/table/${shop.salesId}/`,
        '/datasource/get/table/99999/',
      ]) {
        expect((await t.get(url, gamma.headers)).statusCode, url).toBe(404);
      }
      await grant(t, readerRole, 'datasource_access', `[shop].[sales](id:${shop.salesId})`);
      const after = await t.get('/api/v1/dataset/', gamma.headers);
      const body = after.json() as { count: number; result: { id: number; table_name: string }[] };
      expect(body.count).toBe(1);
      expect(body.result.map((r) => [r.id, r.table_name])).toEqual([[shop.salesId, 'sales']]);
      expect(
        (await t.get(`/datasource/get/table/${shop.salesId}/`, gamma.headers)).statusCode,
      ).toBe(200);
      // The database becomes visible through the dataset, its catalog only as far as granted.
      const tables = await t.get(
        `/api/v1/database/${shop.dbId}/tables/?q=${rison('(schema_name:main)')}`,
        gamma.headers,
      );
      expect((tables.json() as { result: { value: string }[] }).result.map((r) => r.value)).toEqual(
        ['sales'],
      );
      const related = await t.get('/api/v1/dataset/related/database', gamma.headers);
      expect((related.json() as { result: { text: string }[] }).result.map((r) => r.text)).toEqual([
        'shop',
      ]);
    });

    it('cannot change a dataset it can read', async () => {
      const res = await t.put(`/api/v1/dataset/${shop.salesId}`, gamma.headers, {
        description: 'x',
      });
      expect(res.statusCode).toBe(403);
      const del = await t.delete(`/api/v1/dataset/${shop.salesId}`, gamma.headers);
      expect(del.statusCode).toBe(403);
    });
  });

  it('re-authorises the source on create and on every change of the SQL', async () => {
    // A writer whose only data grant is one dataset: it sees the database, but not all of it.
    const role = await roleWith(t, 'ds_writer', 'can_write', 'Dataset');
    await grant(t, role, 'can_read', 'Dataset');
    await grant(t, role, 'datasource_access', `[shop].[sales](id:${shop.salesId})`);
    const writer = await t.createUser({ username: 'writer_ds', roles: ['Gamma', 'ds_writer'] });
    const db = await t.get(`/api/v1/database/${shop.dbId}`, writer.headers);
    expect(db.statusCode).toBe(200);
    expect(db.json()).not.toHaveProperty('result.sqlalchemy_uri');
    const virtual = await t.post('/api/v1/dataset/', writer.headers, {
      database: shop.dbId,
      schema: 'main',
      table_name: 'w_v',
      sql: 'SELECT * FROM sales',
    });
    expect(virtual.statusCode).toBe(403);
    const physical = await t.post('/api/v1/dataset/', writer.headers, {
      database: shop.dbId,
      schema: 'main',
      table_name: 'north_sales',
    });
    expect(physical.statusCode).toBe(403);
    const owned = await shop.createInShop('w_owned', 'SELECT region FROM sales', {
      owners: [writer.id],
    });
    const edit = await t.put(`/api/v1/dataset/${owned}`, writer.headers, { description: 'fine' });
    expect(edit.statusCode, edit.body).toBe(200);
    const sameSql = await t.put(`/api/v1/dataset/${owned}`, writer.headers, {
      sql: 'SELECT region FROM sales;',
    });
    expect(sameSql.statusCode, sameSql.body).toBe(200);
    const newSql = await t.put(`/api/v1/dataset/${owned}`, writer.headers, {
      sql: 'SELECT * FROM secrets',
    });
    expect(newSql.statusCode).toBe(403);
    expect((await shop.detail(owned)).columns.map((c) => c.column_name)).toEqual(['region']);
  });
});
