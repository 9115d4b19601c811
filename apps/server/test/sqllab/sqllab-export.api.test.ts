/**
 * From a SQL Lab result to a file and to a dataset: `GET /api/v1/sqllab/export/{client_id}/`
 * streams the run's full result (beyond the editor's row limit) as CSV with formula cells
 * escaped, for its owner only; `POST /superset/sqllab_viz/` saves the query as a virtual dataset
 * whose columns are the result's.
 */
import { describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createSqlLabWorld, executeOk, SALES_ROWS } from './sqllab-fixtures';
import { useWorld } from '../support/use-world';

describe.each((await storeVariants()).slice(0, 1))('SQL Lab export on $name', (variant) => {
  const w = useWorld(() => createSqlLabWorld(variant));

  it('streams the whole result as CSV to the user who ran it', async () => {
    const shown = await executeOk(w, w.analyst.headers, {
      sql: "SELECT id, region, amount, '=1+2' AS formula FROM sales ORDER BY id",
      client_id: 'export_1',
      queryLimit: 2,
      tab: 'Sales, all',
    });
    expect(shown.data).toHaveLength(2);

    const res = await w.t.get('/api/v1/sqllab/export/export_1/', w.analyst.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename=Sales_all_\d{8}_\d{6}\.csv$/,
    );
    const expected = [
      'id,region,amount,formula',
      ...SALES_ROWS.map((r) => `${r.id},${r.region},${r.amount},'=1+2`),
    ];
    expect(res.body).toBe(`${expected.join('\r\n')}\r\n`);

    const other = await w.t.get('/api/v1/sqllab/export/export_1/', w.admin);
    expect(other.statusCode).toBe(404);
  });

  it('quotes fields and neutralises formulas in headers and cells, numbers left alone', async () => {
    await executeOk(w, w.analyst.headers, {
      sql:
        `SELECT 'a,"b"' AS "@who", 'two` +
        "\nlines' AS \"x,y\", '+cmd|calc' AS cmd, -5 AS n, '-5' AS negative_text, NULL AS nothing",
      client_id: 'export_quoting',
    });
    const res = await w.t.get('/api/v1/sqllab/export/export_quoting/', w.analyst.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe(
      `'@who,"x,y",cmd,n,negative_text,nothing\r\n` +
        `"a,""b""","two\nlines",'+cmd\\|calc,-5,-5,\r\n`,
    );
  });

  it('saves a query as a virtual dataset with the result’s columns (sqllab_viz)', async () => {
    const sql = 'SELECT region, SUM(amount) AS total FROM sales GROUP BY region';
    await executeOk(w, w.admin, { sql, client_id: 'viz_1' });
    const res = await w.t.post('/superset/sqllab_viz/', w.admin, {
      data: JSON.stringify({
        schema: 'main',
        sql,
        dbId: w.duckId,
        templateParams: null,
        datasourceName: 'Totals by region',
        metrics: [],
        columns: [],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const dataset = (res.json() as { data: Record<string, unknown> }).data;
    expect(dataset).toMatchObject({ table_name: 'Totals by region', sql });
    const columns = (dataset.columns as { column_name: string }[]).map((c) => c.column_name);
    expect(columns.sort()).toEqual(['region', 'total']);
    const stored = await w.t.container.store.db
      .selectFrom('datasets')
      .select(['sql', 'database_id'])
      .where('table_name', '=', 'Totals by region')
      .executeTakeFirst();
    expect(stored).toEqual({ sql, database_id: w.duckId });
  });
});
