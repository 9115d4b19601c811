/**
 * `/api/v1/dataset/` on every metadata store: creating physical and virtual datasets with their
 * columns introspected, who sees and changes what, PUT with column and metric lists, refresh, the
 * per-dataset data permission, and the list's filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { useTestApp } from '../support/use-test-app';
import {
  PG_TEST_URL,
  createDatabase,
  createDataset,
  createDuckdbFile,
  grant,
  onPostgres,
  postgresReachable,
  rison,
  roleWith,
  uniqueTableName,
  writeDuckdb,
} from './datasets-fixtures';

const pgAvailable = await postgresReachable();

interface Column {
  id: number;
  column_name: string;
  type: string | null;
  is_dttm: boolean;
  type_generic: number | null;
  expression: string | null;
  verbose_name: string | null;
}
interface Metric {
  id: number;
  metric_name: string;
  expression: string;
  certified_by: string | null;
  warning_markdown: string | null;
}
interface Detail {
  id: number;
  kind: string;
  main_dttm_col: string | null;
  columns: Column[];
  metrics: Metric[];
  owners: { id: number }[];
  database: { id: number; database_name: string };
}

describe.each(await storeVariants())('datasets API on $name', (variant) => {
  const { t, admin } = useTestApp(variant);
  let alpha: { id: number; headers: Record<string, string> };
  let dbId: number;
  let salesId: number;

  const detail = async (id: number, headers = admin): Promise<Detail> => {
    const res = await t.get(`/api/v1/dataset/${id}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: Detail }).result;
  };

  beforeAll(async () => {
    await createDuckdbFile(t.dataDir, 'shop.duckdb');
    alpha = await t.createUser({ username: 'alpha_ds', roles: ['Alpha'] });
    dbId = await createDatabase(t, {
      database_name: 'shop',
      sqlalchemy_uri: 'duckdb:///shop.duckdb',
    });
    salesId = await createDataset(t, { database: dbId, schema: 'main', table_name: 'sales' });
  });

  it('creates a physical dataset with the columns and types of the table', async () => {
    const d = await detail(salesId);
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
    expect(d.database).toMatchObject({ id: dbId, database_name: 'shop' });
    const perm = await t.container.store.db
      .selectFrom('view_menus')
      .select('name')
      .where('name', '=', `[shop].[sales](id:${salesId})`)
      .executeTakeFirst();
    expect(perm).toBeDefined();
  });

  it('refuses a duplicate, a missing table and an unknown database', async () => {
    const dup = await t.post('/api/v1/dataset/', admin, {
      database: dbId,
      schema: 'main',
      table_name: 'sales',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { table_name: ['Dataset sales already exists'] } });
    const missing = await t.post('/api/v1/dataset/', admin, {
      database: dbId,
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
    const id = await createDataset(t, {
      database: dbId,
      schema: 'main',
      table_name: 'sales_by_region',
      sql: 'SELECT region, SUM(amount) AS total, MAX(sold_at) AS last_sale FROM sales GROUP BY region;',
    });
    const d = await detail(id);
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
      database: dbId,
      schema: 'main',
      table_name: `bad_${_label}`,
      sql: sqlText,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys((res.json() as { message: object }).message)).toEqual(['sql']);
  });

  describe('Gamma', () => {
    let gamma: { id: number; headers: Record<string, string> };
    let readerRole: number;

    beforeAll(async () => {
      readerRole = await roleWith(t, 'sales_reader', 'can_read', 'Dataset');
      gamma = await t.createUser({ username: 'gamma_ds', roles: ['Gamma', 'sales_reader'] });
    });

    it('cannot create a dataset', async () => {
      const res = await t.post('/api/v1/dataset/', gamma.headers, {
        database: dbId,
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
        `/api/v1/dataset/${salesId}`,
        `/datasource/get/table/${salesId}/`,
        '/datasource/get/table/99999/',
      ]) {
        expect((await t.get(url, gamma.headers)).statusCode, url).toBe(404);
      }
      await grant(t, readerRole, 'datasource_access', `[shop].[sales](id:${salesId})`);
      const after = await t.get('/api/v1/dataset/', gamma.headers);
      const body = after.json() as { count: number; result: { id: number; table_name: string }[] };
      expect(body.count).toBe(1);
      expect(body.result.map((r) => [r.id, r.table_name])).toEqual([[salesId, 'sales']]);
      expect((await t.get(`/datasource/get/table/${salesId}/`, gamma.headers)).statusCode).toBe(
        200,
      );
      // The database becomes visible through the dataset, its catalog only as far as granted.
      const tables = await t.get(
        `/api/v1/database/${dbId}/tables/?q=${rison('(schema_name:main)')}`,
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
      const res = await t.put(`/api/v1/dataset/${salesId}`, gamma.headers, { description: 'x' });
      expect(res.statusCode).toBe(403);
      const del = await t.delete(`/api/v1/dataset/${salesId}`, gamma.headers);
      expect(del.statusCode).toBe(403);
    });
  });

  it('re-authorises the source on create and on every change of the SQL', async () => {
    // A writer whose only data grant is one dataset: it sees the database, but not all of it.
    const role = await roleWith(t, 'ds_writer', 'can_write', 'Dataset');
    await grant(t, role, 'can_read', 'Dataset');
    await grant(t, role, 'datasource_access', `[shop].[sales](id:${salesId})`);
    const writer = await t.createUser({ username: 'writer_ds', roles: ['Gamma', 'ds_writer'] });
    const db = await t.get(`/api/v1/database/${dbId}`, writer.headers);
    expect(db.statusCode).toBe(200);
    expect(db.json()).not.toHaveProperty('result.sqlalchemy_uri');
    const virtual = await t.post('/api/v1/dataset/', writer.headers, {
      database: dbId,
      schema: 'main',
      table_name: 'w_v',
      sql: 'SELECT * FROM sales',
    });
    expect(virtual.statusCode).toBe(403);
    const physical = await t.post('/api/v1/dataset/', writer.headers, {
      database: dbId,
      schema: 'main',
      table_name: 'north_sales',
    });
    expect(physical.statusCode).toBe(403);
    const owned = await createDataset(t, {
      database: dbId,
      schema: 'main',
      table_name: 'w_owned',
      sql: 'SELECT region FROM sales',
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
    expect((await detail(owned)).columns.map((c) => c.column_name)).toEqual(['region']);
  });

  it('updates fields, columns and metrics for owners only', async () => {
    const id = await createDataset(t, {
      database: dbId,
      schema: 'main',
      table_name: 'north_sales',
    });
    const notOwner = await t.put(`/api/v1/dataset/${id}`, alpha.headers, {
      description: 'mine now',
    });
    expect(notOwner.statusCode).toBe(403);
    const before = await detail(id);
    const region = before.columns.find((c) => c.column_name === 'region');
    const columns = before.columns
      .filter((c) => c.column_name !== 'sold_on')
      .map((c) => ({
        id: c.id,
        column_name: c.column_name,
        ...(c.id === region?.id ? { verbose_name: 'Region' } : {}),
      }));
    const res = await t.put(`/api/v1/dataset/${id}`, admin, {
      description: 'Northern sales',
      default_endpoint: '/superset/dashboard/1/',
      owners: [alpha.id],
      columns: [...columns, { column_name: 'amount_x2', expression: 'amount * 2', type: 'DOUBLE' }],
      metrics: [
        { id: before.metrics[0]?.id, metric_name: 'count', expression: 'COUNT(*)' },
        {
          metric_name: 'total',
          expression: 'SUM(amount)',
          d3format: ',.2f',
          currency: { symbol: 'EUR', symbolPosition: 'suffix' },
          extra: JSON.stringify({
            certification: { certified_by: 'Finance', details: 'Checked' },
            warning_markdown: 'Gross',
          }),
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(id);
    expect(after.columns.map((c) => c.column_name)).toEqual([
      'id',
      'region',
      'amount',
      'sold_at',
      'amount_x2',
    ]);
    expect(after.columns.find((c) => c.column_name === 'region')?.verbose_name).toBe('Region');
    expect(after.columns.find((c) => c.column_name === 'amount_x2')?.expression).toBe('amount * 2');
    const total = after.metrics.find((m) => m.metric_name === 'total');
    expect(total).toMatchObject({
      certified_by: 'Finance',
      warning_markdown: 'Gross',
      currency: { symbol: 'EUR', symbolPosition: 'suffix' },
    });
    // The admin gave the dataset to the Alpha user, who may now edit it.
    expect(after.owners.map((o) => o.id)).toEqual([alpha.id]);
    const asOwner = await t.put(`/api/v1/dataset/${id}`, alpha.headers, { description: 'ok' });
    expect(asOwner.statusCode, asOwner.body).toBe(200);
  });

  it('validates column lists and the default URL', async () => {
    const d = await detail(salesId);
    const first = d.columns[0];
    const cases: [Record<string, unknown>, string, object][] = [
      [
        { columns: [{ column_name: 'a' }, { column_name: 'a' }] },
        '',
        { columns: ['One or more columns are duplicated'] },
      ],
      [
        { columns: [{ id: 999999, column_name: 'a' }] },
        '',
        { columns: ['One or more columns do not exist'] },
      ],
      [
        { columns: [{ column_name: first?.column_name ?? 'id' }] },
        '',
        { columns: ['One or more columns already exist'] },
      ],
      [
        { default_endpoint: 'https://evil.example/' },
        '',
        { default_endpoint: [expect.any(String)] },
      ],
      [{ default_endpoint: '//evil.example/' }, '', { default_endpoint: [expect.any(String)] }],
      [{ database_id: dbId + 1000 }, '', { database: [expect.any(String)] }],
    ];
    for (const [payload, query, message] of cases) {
      const res = await t.put(`/api/v1/dataset/${salesId}${query}`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ message });
    }
    // With override_columns a new item may reuse the name of a dropped one.
    const ok = await t.put(`/api/v1/dataset/${salesId}?override_columns=true`, admin, {
      columns: d.columns.map((c) =>
        c.id === first?.id
          ? { column_name: c.column_name, type: c.type }
          : { id: c.id, column_name: c.column_name },
      ),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const unknown = await t.put(`/api/v1/dataset/${salesId}`, admin, { password: 'x' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refresh picks up a new column and drops a removed one', async () => {
    await createDuckdbFile(t.dataDir, 'refresh.duckdb', [
      'CREATE TABLE events (id INTEGER, name VARCHAR, legacy INTEGER)',
    ]);
    const refreshDb = await createDatabase(t, {
      database_name: 'refreshable',
      sqlalchemy_uri: 'duckdb:///refresh.duckdb',
    });
    const id = await createDataset(t, {
      database: refreshDb,
      schema: 'main',
      table_name: 'events',
    });
    await writeDuckdb(`${t.dataDir}/refresh.duckdb`, [
      'ALTER TABLE events ADD COLUMN happened_at TIMESTAMP',
      'ALTER TABLE events DROP COLUMN legacy',
    ]);
    const res = await t.put(`/api/v1/dataset/${id}/refresh`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    const d = await detail(id);
    expect(d.columns.map((c) => [c.column_name, c.type])).toEqual([
      ['id', 'INTEGER'],
      ['name', 'VARCHAR'],
      ['happened_at', 'TIMESTAMP'],
    ]);
    expect(d.main_dttm_col).toBe('happened_at');
  });

  it('filters, orders and pages the list', async () => {
    const list = async (q: string, headers = admin) => {
      const res = await t.get(`/api/v1/dataset/?q=${rison(q)}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        count: number;
        result: {
          table_name: string;
          kind: string;
          database: { database_name: string };
          explore_url: string;
          datasource_type: string;
        }[];
      };
    };
    const virtual = await list('(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)))');
    expect(virtual.result.map((r) => r.table_name).sort()).toEqual(['sales_by_region', 'w_owned']);
    const physical = await list(
      '(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t),(col:database,opr:rel_o_m,value:' +
        dbId +
        ')),order_column:table_name,order_direction:asc)',
    );
    expect(physical.result.map((r) => r.table_name)).toEqual(['north_sales', 'sales']);
    expect(physical.result[1]).toMatchObject({
      kind: 'physical',
      datasource_type: 'table',
      explore_url: `/explore/?datasource_type=table&datasource_id=${salesId}`,
      database: { database_name: 'shop' },
    });
    const byName = await list('(filters:!((col:table_name,opr:ct,value:region)))');
    expect(byName.count).toBe(1);
    const byDb = await list(
      '(order_column:database.database_name,order_direction:desc,page:0,page_size:2)',
    );
    expect(byDb.result).toHaveLength(2);
    expect(byDb.count).toBeGreaterThan(2);
    const certified = await list('(filters:!((col:id,opr:dataset_is_certified,value:!t)))');
    expect(certified.count).toBe(0);
    const distinct = await t.get('/api/v1/dataset/distinct/schema', admin);
    expect(distinct.json()).toMatchObject({ result: [{ text: 'main', value: 'main' }] });
    const owners = await t.get('/api/v1/dataset/related/owners', admin);
    expect(owners.statusCode).toBe(200);
  });

  it('serves datasets to dashboards', async () => {
    const chart = await t.post('/api/v1/chart/', admin, {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: salesId,
      datasource_type: 'table',
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const chartId = (chart.json() as { id: number }).id;
    const position = JSON.stringify({
      'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId } },
    });
    const dash = await t.post('/api/v1/dashboard/', admin, {
      dashboard_title: 'Shop',
      position_json: position,
    });
    expect(dash.statusCode, dash.body).toBe(201);
    const res = await t.get(
      `/api/v1/dashboard/${(dash.json() as { id: number }).id}/datasets`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { result: { id: number; uid: string }[] }).result).toMatchObject([
      { id: salesId, uid: `${salesId}__table` },
    ]);
    const related = await t.get(`/api/v1/dataset/${salesId}/related_objects`, admin);
    expect(related.json()).toMatchObject({ charts: { count: 1 }, dashboards: { count: 1 } });
  });

  it('deletes datasets with their data permission, one or in bulk', async () => {
    const a = await createDataset(t, {
      database: dbId,
      schema: 'main',
      table_name: 'tmp_a',
      sql: 'SELECT 1 AS one',
    });
    const b = await createDataset(t, {
      database: dbId,
      schema: 'main',
      table_name: 'tmp_b',
      sql: 'SELECT 2 AS two',
    });
    const notOwner = await t.delete(`/api/v1/dataset/?q=${rison(`!(${a},${b})`)}`, alpha.headers);
    expect(notOwner.statusCode).toBe(403);
    const res = await t.delete(`/api/v1/dataset/?q=${rison(`!(${a},${b})`)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const menus = (
      await t.container.store.db.selectFrom('view_menus').select('name').execute()
    ).map((v) => v.name);
    expect(menus.filter((m) => m.includes('[tmp_'))).toEqual([]);
    expect((await t.get(`/api/v1/dataset/${a}`, admin)).statusCode).toBe(404);
  });

  describe.skipIf(!pgAvailable)('on PostgreSQL', () => {
    const table = uniqueTableName('pn_ds_test');
    let pgDb: number;

    beforeAll(async () => {
      await onPostgres([
        `CREATE TABLE ${table} (id bigint, label varchar(20), price numeric(10,2), at timestamptz)`,
      ]);
      pgDb = await createDatabase(t, { database_name: 'pg', sqlalchemy_uri: PG_TEST_URL });
    });
    afterAll(async () => {
      await onPostgres([`DROP TABLE IF EXISTS ${table}`]);
    });

    it('introspects, and refreshes after ALTER TABLE', async () => {
      const id = await createDataset(t, { database: pgDb, schema: 'public', table_name: table });
      const before = await detail(id);
      expect(before.columns.map((c) => c.column_name)).toEqual(['id', 'label', 'price', 'at']);
      expect(before.columns.find((c) => c.column_name === 'at')?.is_dttm).toBe(true);
      await onPostgres([`ALTER TABLE ${table} ADD COLUMN note text`]);
      expect((await t.put(`/api/v1/dataset/${id}/refresh`, admin)).statusCode).toBe(200);
      expect((await detail(id)).columns.map((c) => c.column_name)).toEqual([
        'id',
        'label',
        'price',
        'at',
        'note',
      ]);
      const virtual = await createDataset(t, {
        database: pgDb,
        schema: 'public',
        table_name: `${table}_v`,
        sql: `SELECT label, SUM(price) AS total FROM ${table} GROUP BY label`,
      });
      expect((await detail(virtual)).columns.map((c) => c.column_name)).toEqual(['label', 'total']);
    });
  });
});
