/**
 * Superset templates through the API with ENABLE_TEMPLATE_PROCESSING on: a virtual dataset
 * using `filter_values` is saved, introspected and filtered inside its own SQL; `url_param`
 * reaches chart data from the form data; a `current_username()` row-level rule narrows each
 * user's numbers in charts and SQL Lab without sharing cached results; SQL Lab renders its
 * parameters and macros; the rendered SQL still passes the guard; 'View query' shows it; and a
 * bad template is a 400 naming its line. Expected numbers come from the seeded rows.
 */
import { describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { useWorld } from '../support/use-world';
import { createSqlLabWorld, execute, executeOk, SALES_ROWS } from '../sqllab/sqllab-fixtures';
import { createRule } from './sql-access-fixtures';

const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite');
if (!sqlite) throw new Error('no sqlite store variant');

const countOf = (region: string) => SALES_ROWS.filter((r) => r.region === region).length;
const sumOf = (region: string) =>
  SALES_ROWS.filter((r) => r.region === region).reduce((s, r) => s + r.amount, 0);

const VIRTUAL_SQL = [
  'SELECT region, amount FROM sales',
  "{% if filter_values('region') %}",
  "WHERE region IN {{ filter_values('region', remove_filter=True)|where_in }}",
  '{% endif %}',
].join('\n');

describe('templates through the API', () => {
  const w = useWorld(async () => {
    const world = await createSqlLabWorld(sqlite, {
      FEATURE_FLAGS: JSON.stringify({ ENABLE_TEMPLATE_PROCESSING: true }),
      RLS_IN_SQLLAB: 'true',
    });
    const created = await world.t.post('/api/v1/dataset/', world.admin, {
      database: world.duckId,
      schema: 'main',
      table_name: 'sales_by_filter',
      sql: VIRTUAL_SQL,
    });
    expect(created.statusCode, created.body).toBe(201);
    const virtualId = (created.json() as { id: number }).id;
    const north = await world.t.createUser({
      username: 'north',
      roles: ['Gamma', 'sql_lab', 'lab_sales'],
    });
    const south = await world.t.createUser({
      username: 'south',
      roles: ['Gamma', 'sql_lab', 'lab_sales'],
    });
    const role = await world.t.container.securityRepo.findRoleByName('lab_sales');
    await createRule(world.t, {
      name: 'own region',
      filter_type: 'Regular',
      tables: [world.salesDatasetId],
      roles: [role?.id],
      clause: "region = '{{ current_username() }}'",
    });
    return { ...world, virtualId, north, south };
  });

  const chartData = async (
    datasetId: number,
    query: Record<string, unknown>,
    headers = w.admin,
    extra: Record<string, unknown> = {},
  ) =>
    w.t.post('/api/v1/chart/data', headers, {
      datasource: { id: datasetId, type: 'table' },
      queries: [query],
      ...extra,
    });

  it('saves a templated virtual dataset with the columns of its rendering', async () => {
    const res = await w.t.get(`/api/v1/dataset/${w.virtualId}`, w.admin);
    const columns = (res.json() as { result: { columns: { column_name: string }[] } }).result
      .columns;
    expect(columns.map((c) => c.column_name).sort()).toEqual(['amount', 'region']);
    const bad = await w.t.post('/api/v1/dataset/', w.admin, {
      database: w.duckId,
      schema: 'main',
      table_name: 'bad_template',
      sql: 'SELECT 1 {% if %}',
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toMatch(/Template syntax error: .* at line 1/);
  });

  it('filter_values applies the filter inside the dataset and the outer query drops it', async () => {
    const query = {
      columns: ['region'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
      filters: [{ col: 'region', op: 'IN', val: ['north'] }],
    };
    const res = await chartData(w.virtualId, query);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (res.json() as { result: { data: unknown[] }[] }).result;
    expect(entry?.data).toEqual([{ region: 'north', total: sumOf('north') }]);
    const shown = await chartData(w.virtualId, { ...query, result_type: 'query' });
    const text = (shown.json() as { result: { query: string }[] }).result[0]?.query ?? '';
    expect(text).toContain("WHERE region IN ('north')");
    expect(text.match(/north/g)).toHaveLength(1);
  });

  it('url_param reaches chart data from the form data, as a value', async () => {
    const query = {
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      extras: { where: "region = {{ url_param('r') }}" },
    };
    for (const [value, expected] of [
      ['south', countOf('south')],
      ["north' OR '1'='1", 0],
    ] as const) {
      const res = await chartData(w.salesDatasetId, query, w.admin, {
        form_data: { url_params: { r: value } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { result: { data: unknown[] }[] }).result[0]?.data).toEqual([
        { n: expected },
      ]);
    }
  });

  it('a current_username() rule narrows each user, and cached results stay apart', async () => {
    const query = { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] };
    for (const [user, region] of [
      [w.north, 'north'],
      [w.south, 'south'],
      [w.north, 'north'],
    ] as const) {
      const res = await chartData(w.salesDatasetId, query, user.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { result: { data: unknown[] }[] }).result[0]?.data).toEqual([
        { n: countOf(region) },
      ]);
    }
    const lab = await executeOk(w, w.south.headers, { sql: 'SELECT COUNT(*) AS n FROM sales' });
    expect(lab.data).toEqual([{ n: countOf('south') }]);
  });

  it('SQL Lab renders parameters, macros and _filters', async () => {
    // The admin has no row-level rule on sales; analysts of lab_sales do (their username).
    const params = await executeOk(w, w.admin, {
      sql: "SELECT COUNT(*) AS n FROM {{ table }} WHERE region = '{{ region }}'",
      templateParams: JSON.stringify({ table: 'sales', region: 'north' }),
    });
    expect(params.data).toEqual([{ n: countOf('north') }]);
    const loop = await executeOk(w, w.admin, {
      sql: "SELECT {% for r in ['north', 'south'] %}SUM(CASE WHEN region = '{{ r }}' THEN 1 ELSE 0 END) AS {{ r }}{% if not loop.last %}, {% endif %}{% endfor %} FROM sales",
    });
    expect(loop.data).toEqual([{ north: countOf('north'), south: countOf('south') }]);
    const filters = await executeOk(w, w.admin, {
      sql: "SELECT COUNT(*) AS n FROM sales WHERE region IN {{ filter_values('region')|where_in }}",
      templateParams: { _filters: [{ col: 'region', op: 'IN', val: ['south'] }] },
    });
    expect(filters.data).toEqual([{ n: countOf('south') }]);
  });

  it("SQL Lab reads datasets and metrics with dataset() and metric(), under the caller's rules", async () => {
    const sql = `SELECT SUM(amount) AS total, {{ metric('count', ${w.salesDatasetId}) }} AS n FROM {{ dataset(${w.salesDatasetId}) }}`;
    const all = await executeOk(w, w.admin, { sql });
    expect(all.data).toEqual([{ total: sumOf('north') + sumOf('south'), n: SALES_ROWS.length }]);
    const north = await executeOk(w, w.north.headers, { sql });
    expect(north.data).toEqual([{ total: sumOf('north'), n: countOf('north') }]);
    const missing = await execute(w, w.admin, { sql: 'SELECT * FROM {{ dataset(987654) }}' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Dataset 987654 not found at line 1');
  });

  it('rendered SQL is guarded like typed SQL, and errors name the line', async () => {
    const write = await execute(w, w.admin, {
      sql: '{% if true %}DELETE FROM sales{% endif %}',
    });
    expect(write.status).toBe(400);
    const typed = await execute(w, w.admin, { sql: 'DELETE FROM sales' });
    expect(write.body.message).toEqual(typed.body.message);
    const unknown = await execute(w, w.admin, { sql: 'SELECT 1\nFROM sales\n{{ frobnicate() }}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown macro frobnicate at line 3');
    const chart = await chartData(w.salesDatasetId, {
      metrics: [{ expressionType: 'SQL', sqlExpression: '{{ frobnicate() }}', label: 'x' }],
    });
    expect(chart.statusCode).toBe(400);
    expect((chart.json() as { message: string }).message).toBe(
      'Unknown macro frobnicate at line 1',
    );
  });
});
