/**
 * Creating datasets through `/api/v1/dataset/` on every metadata store: a physical dataset with
 * the table's columns introspected and its data permission, a virtual one from a SELECT, and the
 * refusals (duplicates, missing tables, unknown databases, SQL that is not one read-only SELECT).
 */
import { describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { useShopWorld } from './datasets-world';

describe.each(await storeVariants())('creating datasets on $name', (variant) => {
  const shop = useShopWorld(variant);
  const { t, admin } = shop;

  it('creates a physical dataset with the columns and types of the table', async () => {
    const d = await shop.detail(shop.salesId);
    expect(d.kind).toBe('physical');
    expect(d.columns.map((c) => [c.column_name, c.type, c.is_dttm, c.type_generic])).toEqual([
      ['id', 'INTEGER', false, 0],
      ['region', 'VARCHAR', false, 1],
      ['amount', 'DOUBLE', false, 0],
      ['sold_at', 'TIMESTAMP', true, 2],
      ['sold_on', 'DATE', true, 2],
    ]);
    expect(d.main_dttm_col).toBe('sold_at');
    expect(d.metrics.map((m) => [m.metric_name, m.expression])).toEqual([['count', 'COUNT(*)']]);
    expect(d.database).toMatchObject({ id: shop.dbId, database_name: 'shop' });
    const perm = await t.container.store.db
      .selectFrom('view_menus')
      .select('name')
      .where('name', '=', `[shop].[sales](id:${shop.salesId})`)
      .executeTakeFirst();
    expect(perm).toBeDefined();
  });

  it('refuses a duplicate, a missing table and an unknown database', async () => {
    const dup = await t.post('/api/v1/dataset/', admin, {
      database: shop.dbId,
      schema: 'main',
      table_name: 'sales',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { table_name: ['Dataset sales already exists'] } });
    const missing = await t.post('/api/v1/dataset/', admin, {
      database: shop.dbId,
      schema: 'main',
      table_name: 'nope',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { message: object }).message)).toEqual(['table_name']);
    const noDb = await t.post('/api/v1/dataset/', admin, { database: 99999, table_name: 'sales' });
    expect(noDb.statusCode).toBe(422);
    expect(noDb.json()).toEqual({ message: { database: ['Database does not exist'] } });
  });

  it('creates a virtual dataset from a SELECT and introspects its result columns', async () => {
    const id = await shop.createInShop(
      'sales_by_region',
      'SELECT region, SUM(amount) AS total, MAX(sold_at) AS last_sale FROM sales GROUP BY region;',
    );
    const d = await shop.detail(id);
    expect(d.kind).toBe('virtual');
    expect(d.columns.map((c) => [c.column_name, c.type, c.is_dttm])).toEqual([
      ['region', 'VARCHAR', false],
      ['total', 'DOUBLE', false],
      ['last_sale', 'TIMESTAMP', true],
    ]);
  });

  it.each([
    ['two statements', 'SELECT 1; DROP TABLE sales'],
    ['DML', 'DELETE FROM sales'],
    ['DML inside a CTE', 'WITH x AS (DELETE FROM sales RETURNING *) SELECT * FROM x'],
    ['SELECT INTO', 'SELECT * INTO copy FROM sales'],
    ['ATTACH', "ATTACH '/etc/passwd' AS x"],
    ['a file-reading function', "SELECT * FROM read_csv('/etc/passwd')"],
    ['a quote trick', "SELECT 'a\\'; DROP TABLE sales; --' AS x"],
    ['an unterminated comment', 'SELECT 1 /* DROP'],
  ])('refuses a virtual dataset with %s', async (_label, sqlText) => {
    const res = await t.post('/api/v1/dataset/', admin, {
      database: shop.dbId,
      schema: 'main',
      table_name: `bad_${_label}`,
      sql: sqlText,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys((res.json() as { message: object }).message)).toEqual(['sql']);
  });
});
