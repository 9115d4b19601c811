/**
 * Uploads through the HTTP API into real engines: a CSV into a DuckDB file in DATA_DIR, a
 * workbook into a SQLite file, a Parquet file into PostgreSQL. Rows and types are checked with
 * separate read-only handles (counts and sums computed here), the dataset is charted right away,
 * and fail / replace / append behave as pandas' if_exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app';
import { query } from '../../../test/chart-data/chart-data-fixtures';
import { TABLE_EXISTS } from './upload-errors';
import {
  emptyDuckdb,
  emptySqlite,
  expectCreated,
  ordersParquet,
  pgAvailable,
  pgRows,
  PG_TEST_URL,
  productsXlsx,
  salesCsv,
  sqliteRows,
  sumOf,
  tag,
  csvFile,
  upload,
  uploadCsv,
  uploadApp,
  uploadDatabase,
  duckdbRows,
  post,
} from './upload-test-fixtures';

describe('file uploads over HTTP', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let alpha: Record<string, string>;
  let alphaId: number;
  let duckFile: string;
  let sqliteFile: string;
  let duckId: number;
  let sqliteId: number;
  let pgId = 0;
  const pgSchema = `pn_upload_${tag}`;

  beforeAll(async () => {
    t = await uploadApp();
    admin = await t.adminHeaders();
    const created = await t.createUser({ username: 'alpha_upload', roles: ['Alpha'] });
    alpha = created.headers;
    alphaId = created.id;
    duckFile = await emptyDuckdb(t.dataDir, 'uploads.duckdb');
    sqliteFile = emptySqlite(t.dataDir, 'uploads.sqlite');
    duckId = await uploadDatabase(t, 'duck uploads', 'duckdb:///uploads.duckdb');
    sqliteId = await uploadDatabase(t, 'sqlite uploads', 'sqlite:///uploads.sqlite');
    if (pgAvailable) {
      await pgRows(`CREATE SCHEMA "${pgSchema}"`);
      pgId = await uploadDatabase(t, 'pg uploads', PG_TEST_URL, {
        schemas_allowed_for_file_upload: [pgSchema],
      });
    }
  });

  afterAll(async () => {
    if (pgAvailable) await pgRows(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await t?.dispose();
  });

  it('uploads a CSV into DuckDB as typed columns and a dataset owned by the uploader', async () => {
    const n = 500;
    const result = expectCreated(
      await uploadCsv(t, duckId, alpha, 'sales', salesCsv(n), { column_dates: 'sold_on' }),
    );
    expect(result).toMatchObject({ table_name: 'sales', schema: 'main', rows: n });

    const types = await duckdbRows(
      duckFile,
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'sales' ORDER BY ordinal_position",
    );
    expect(types.map((r) => [r.column_name, r.data_type])).toEqual([
      ['id', 'BIGINT'],
      ['region', 'VARCHAR'],
      ['amount', 'DOUBLE'],
      ['sold_on', 'TIMESTAMP'],
      ['paid', 'BOOLEAN'],
    ]);
    const [totals] = await duckdbRows(
      duckFile,
      'SELECT count(*) AS n, sum(id) AS ids, sum(amount) AS amount, count(*) FILTER (WHERE paid) AS paid FROM sales',
    );
    expect(Number(totals?.n)).toBe(n);
    expect(Number(totals?.ids)).toBe(sumOf(1, n, (i) => i));
    expect(Number(totals?.amount)).toBeCloseTo(
      sumOf(1, n, (i) => i * 1.25),
      6,
    );
    expect(Number(totals?.paid)).toBe(Math.floor(n / 3));

    const dataset = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dataset/${result.dataset_id}`,
      headers: admin,
    });
    expect(dataset.statusCode).toBe(200);
    const detail = (dataset.json() as { result: Record<string, unknown> }).result;
    expect(detail).toMatchObject({ table_name: 'sales', schema: 'main' });
    expect((detail.owners as { id: number }[]).map((o) => o.id)).toEqual([alphaId]);

    // Chartable at once: a SUM over the new dataset matches the file.
    const entry = await query(t, result.dataset_id, {
      columns: ['region'],
      metrics: [
        'count',
        {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'amount' },
          label: 'total',
        },
      ],
      orderby: [['count', false]],
      row_limit: 10,
    });
    const north = entry.data.find((r) => r.region === 'north');
    expect(Number(north?.count)).toBe(n / 2);
    expect(Number(north?.total)).toBeCloseTo(
      sumOf(1, n, (i) => (i % 2 === 0 ? i * 1.25 : 0)),
      6,
    );
  });

  it('fails, replaces and appends as asked, keeping one dataset', async () => {
    const first = expectCreated(await uploadCsv(t, duckId, admin, 'batches', salesCsv(10)));
    const refused = await uploadCsv(t, duckId, admin, 'batches', salesCsv(99));
    expect(refused).toEqual({ status: 422, body: { message: TABLE_EXISTS } });
    const count = async () =>
      Number((await duckdbRows(duckFile, 'SELECT count(*) AS n FROM batches'))[0]?.n);
    expect(await count()).toBe(10);

    const appended = expectCreated(
      await uploadCsv(t, duckId, admin, 'batches', salesCsv(5, 11), {
        already_exists: 'append',
      }),
    );
    expect(await count()).toBe(15);
    const [sums] = await duckdbRows(duckFile, 'SELECT sum(id) AS ids FROM batches');
    expect(Number(sums?.ids)).toBe(sumOf(1, 15, (i) => i));

    const replaced = expectCreated(
      await uploadCsv(t, duckId, admin, 'batches', salesCsv(3, 100), {
        already_exists: 'replace',
      }),
    );
    expect(await count()).toBe(3);
    expect(new Set([first.dataset_id, appended.dataset_id, replaced.dataset_id]).size).toBe(1);
  });

  it('uploads a workbook sheet into SQLite', async () => {
    const n = 40;
    const result = expectCreated(
      await upload(
        t,
        sqliteId,
        admin,
        { type: 'excel', table_name: 'products', sheet_name: 'Products' },
        { filename: 'products.xlsx', data: await productsXlsx(n) },
      ),
    );
    expect(result).toMatchObject({ schema: 'main', rows: n });
    const columns = sqliteRows(sqliteFile, "SELECT name, type FROM pragma_table_info('products')");
    expect(columns.map((c) => [c.name, c.type])).toEqual([
      ['sku', 'TEXT'],
      ['price', 'REAL'],
      ['stock', 'INTEGER'],
      ['added', 'TIMESTAMP'],
    ]);
    const [totals] = sqliteRows(
      sqliteFile,
      'SELECT count(*) AS n, sum(price) AS price, sum(stock) AS stock, max(added) AS last FROM products',
    );
    expect(totals).toEqual({
      n,
      price: sumOf(1, n, (i) => i / 4),
      stock: sumOf(1, n, (i) => i * 3),
      last: '2023-02-09 00:00:00.000',
    });
    const entry = await query(t, result.dataset_id, {
      metrics: ['count'],
      columns: [],
      row_limit: 1,
    });
    expect(Number(entry.data[0]?.count)).toBe(n);
  });

  it.skipIf(!pgAvailable)('uploads a Parquet file into an allowed PostgreSQL schema', async () => {
    const n = 2000;
    const parquet = await ordersParquet(t.dataDir, n);
    const result = expectCreated(
      await upload(
        t,
        pgId,
        admin,
        { type: 'columnar', table_name: 'orders', schema: pgSchema },
        { filename: 'orders.parquet', data: parquet },
      ),
    );
    expect(result).toMatchObject({ schema: pgSchema, rows: n });
    const types = await pgRows(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_schema = $1 AND table_name = 'orders' ORDER BY ordinal_position`,
      [pgSchema],
    );
    expect(types.map((r) => [r.column_name, r.data_type])).toEqual([
      ['order_id', 'bigint'],
      ['qty', 'bigint'],
      ['total', 'double precision'],
      ['placed', 'timestamp without time zone'],
    ]);
    const [totals] = await pgRows(
      `SELECT count(*)::int AS n, sum(qty)::int AS qty, sum(total)::float AS total,
              max(placed)::text AS last FROM "${pgSchema}".orders`,
    );
    expect(totals).toEqual({
      n,
      qty: sumOf(1, n, (i) => i % 7),
      total: sumOf(1, n, (i) => i * 0.5),
      last: '2024-04-24 08:00:00',
    });

    // Appending through the staging table adds the rows once and leaves no staging table behind.
    expectCreated(
      await upload(
        t,
        pgId,
        admin,
        { type: 'columnar', table_name: 'orders', schema: pgSchema, already_exists: 'append' },
        { filename: 'orders.parquet', data: parquet },
      ),
    );
    const [after] = await pgRows(`SELECT count(*)::int AS n FROM "${pgSchema}".orders`);
    expect(after?.n).toBe(2 * n);
    const tables = await pgRows(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
      [pgSchema],
    );
    expect(tables.map((r) => r.table_name)).toEqual(['orders']);
  });

  it.skipIf(!pgAvailable)('refuses a PostgreSQL schema outside the allowed list', async () => {
    const refused = await uploadCsv(t, pgId, admin, 'elsewhere', salesCsv(2), { schema: 'public' });
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Database schema is not allowed for csv uploads.' },
    });
    const schemas = await t.app.inject({
      method: 'GET',
      url: `/api/v1/database/${pgId}/schemas_access_for_file_upload/`,
      headers: admin,
    });
    expect(schemas.json()).toEqual({ schemas: [pgSchema] });
  });

  it('accepts the Superset 3 path with its own file field', async () => {
    const result = await post(
      t,
      `/api/v1/database/${duckId}/csv_upload/`,
      admin,
      { table_name: 'legacy', delimiter: ';' },
      { csv_file: csvFile('legacy.csv', 'a;b\n1;2\n3;4\n') },
    );
    expect(expectCreated(result)).toMatchObject({ table_name: 'legacy', rows: 2 });
    const [row] = await duckdbRows(duckFile, 'SELECT sum(a) AS a, sum(b) AS b FROM legacy');
    expect([Number(row?.a), Number(row?.b)]).toEqual([4, 6]);
  });

  it("reads a file's columns and sheets for the form", async () => {
    const csv = await post(
      t,
      '/api/v1/database/upload_metadata/',
      admin,
      { type: 'csv', delimiter: ',' },
      { file: csvFile('s.csv', salesCsv(3)) },
    );
    expect(csv).toEqual({
      status: 200,
      body: {
        result: {
          items: [
            { sheet_name: null, column_names: ['id', 'region', 'amount', 'sold_on', 'paid'] },
          ],
        },
      },
    });
    const excel = await post(
      t,
      '/api/v1/database/upload_metadata/',
      admin,
      { type: 'excel' },
      {
        file: { filename: 'p.xlsx', data: await productsXlsx(2) },
      },
    );
    expect(excel.body).toEqual({
      result: {
        items: [
          { sheet_name: 'Products', column_names: ['sku', 'price', 'stock', 'added'] },
          { sheet_name: 'Notes', column_names: [] },
        ],
      },
    });
  });
});
