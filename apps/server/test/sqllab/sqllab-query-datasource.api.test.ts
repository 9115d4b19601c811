/**
 * A SQL Lab query as a chart's datasource (`datasource_type=query`), on every metadata store:
 * explore opens on it with the result's columns and COUNT(*) as its only metric; chart data over
 * it equals sums computed here from the seeded rows; only its owner and admins may use it (others
 * get 404 from explore, form data and chart data); a table the owner can no longer read is a
 * 403; SQL the virtual-dataset rules refuse (two statements, DML, SELECT ... INTO) is never run.
 */
import { describe, expect, it } from 'vitest';
import { queryDatasourceSchema } from '@panorama/core/schemas/query-datasource';
import { storeVariants } from '../support/test-stores';
import { useWorld } from '../support/use-world';
import { createSqlLabWorld, executeOk, SALES_ROWS, type SqlLabWorld } from './sqllab-fixtures';

type Json = Record<string, unknown>;

const REGION_SQL = 'SELECT region, amount FROM sales';

async function runQuery(
  w: SqlLabWorld,
  headers: Record<string, string>,
  sql: string,
  clientId: string,
): Promise<number> {
  const body = await executeOk(w, headers, {
    sql,
    client_id: clientId,
    schema: 'main',
    queryLimit: 100,
    runAsync: false,
    tab: 'Regions',
  });
  return (body.query as { queryId: number }).queryId;
}

/** A query row written straight to the store, as if SQL Lab had run it for `userId`. */
async function storedQuery(w: SqlLabWorld, userId: number, sql: string): Promise<number> {
  const row = await w.t.container.store.db
    .insertInto('queries')
    .values({
      client_id: `stored_${Math.random().toString(36).slice(2, 10)}`,
      database_id: w.duckId,
      user_id: userId,
      tab_name: 'Stored',
      sql_editor_id: null,
      catalog: null,
      schema: 'main',
      sql,
      executed_sql: sql,
      limit: 100,
      limiting_factor: null,
      select_as_cta: 0,
      status: 'success',
      progress: 100,
      rows: 1,
      error_message: null,
      results_key: null,
      start_time: Date.now(),
      start_running_time: Date.now(),
      end_time: Date.now(),
      extra_json: null,
      changed_on: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function byRegionContext(queryId: number, resultType = 'full'): Json {
  return {
    datasource: { id: queryId, type: 'query' },
    force: true,
    result_type: resultType,
    queries: [
      {
        columns: ['region'],
        metrics: [
          {
            expressionType: 'SIMPLE',
            column: { column_name: 'amount' },
            aggregate: 'SUM',
            label: 'SUM(amount)',
          },
          'count',
        ],
        orderby: [['region', true]],
        row_limit: 100,
      },
    ],
  };
}

function expectedByRegion(): Json[] {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const row of SALES_ROWS) {
    const entry = totals.get(row.region) ?? { sum: 0, count: 0 };
    entry.sum += row.amount;
    entry.count += 1;
    totals.set(row.region, entry);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, t]) => ({ region, 'SUM(amount)': t.sum, count: t.count }));
}

describe.each(await storeVariants())('a SQL Lab query as a datasource on $name', (variant) => {
  const w = useWorld(async () => {
    const world = await createSqlLabWorld(variant);
    const other = await world.t.createUser({
      username: 'lab_other',
      roles: ['Gamma', 'sql_lab', 'lab_sales'],
    });
    return { ...world, other };
  });

  it('opens in explore with the result’s columns, COUNT(*) and the tab’s name', async () => {
    const id = await runQuery(w, w.analyst.headers, REGION_SQL, 'qds_explore');
    const res = await w.t.get(
      `/api/v1/explore/?datasource_type=query&datasource_id=${id}`,
      w.analyst.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = (res.json() as { result: Json }).result;
    const dataset = queryDatasourceSchema.parse(result.dataset);
    expect(dataset).toMatchObject({ id, type: 'query', name: 'Regions', sql: REGION_SQL });
    expect(dataset.database.id).toBe(w.duckId);
    expect(dataset.owners).toEqual([w.analyst.id]);
    expect(dataset.columns.map((c) => c.column_name)).toEqual(['region', 'amount']);
    expect(dataset.metrics.map((m) => [m.metric_name, m.expression])).toEqual([
      ['count', 'COUNT(*)'],
    ]);
    expect((result.form_data as Json).datasource).toBe(`${id}__query`);
  });

  it('charts over the query’s SQL with the numbers computed from its rows', async () => {
    const id = await runQuery(w, w.analyst.headers, REGION_SQL, 'qds_data');
    const res = await w.t.post('/api/v1/chart/data', w.analyst.headers, byRegionContext(id));
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (res.json() as { result: Json[] }).result;
    expect(entry?.data).toEqual(expectedByRegion());
    const text = await w.t.post(
      '/api/v1/chart/data',
      w.analyst.headers,
      byRegionContext(id, 'query'),
    );
    const [shown] = (text.json() as { result: { query: string }[] }).result;
    expect(shown?.query).toContain(REGION_SQL);
    expect(shown?.query).toMatch(/\)\s+AS\s+"?virtual_table"?/);
  });

  it('pages its samples, lists column values and opens again in SQL Lab', async () => {
    const id = await runQuery(w, w.analyst.headers, REGION_SQL, 'qds_samples');
    const samples = await w.t.post(
      `/datasource/samples?datasource_type=query&datasource_id=${id}&per_page=2&page=1`,
      w.analyst.headers,
      {},
    );
    expect(samples.statusCode, samples.body).toBe(200);
    const result = (samples.json() as { result: { total_count: number; data: Json[] } }).result;
    expect(result.total_count).toBe(SALES_ROWS.length);
    expect(result.data).toHaveLength(2);
    const values = await w.t.get(
      `/api/v1/datasource/query/${id}/column/region/values/`,
      w.analyst.headers,
    );
    expect(values.statusCode, values.body).toBe(200);
    expect((values.json() as { result: string[] }).result).toEqual(
      [...new Set(SALES_ROWS.map((r) => r.region))].sort(),
    );
    const handoff = await w.t.post('/sqllab/', w.analyst.headers, {
      datasourceKey: `${id}__query`,
      sql: REGION_SQL,
    });
    expect(handoff.statusCode, handoff.body).toBe(303);
    const key = new URL(String(handoff.headers.location), 'http://local').searchParams.get(
      'handoff',
    );
    const read = await w.t.get(`/api/v1/sqllab/handoff/${key}`, w.analyst.headers);
    expect((read.json() as { result: Json }).result).toEqual({
      datasourceKey: `${id}__query`,
      dbId: w.duckId,
      schema: 'main',
      sql: REGION_SQL,
    });
    const elsewhere = await w.t.post('/sqllab/', w.other.headers, {
      datasourceKey: `${id}__query`,
      sql: REGION_SQL,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('is its owner’s and the admins’ only', async () => {
    const id = await runQuery(w, w.analyst.headers, REGION_SQL, 'qds_owner');
    const asAdmin = await w.t.post('/api/v1/chart/data', w.admin, byRegionContext(id));
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    for (const [headers, status] of [
      [w.other.headers, 404],
      [w.gamma.headers, 404],
    ] as const) {
      const data = await w.t.post('/api/v1/chart/data', headers, byRegionContext(id));
      expect(data.statusCode, data.body).toBe(status);
      expect(data.body).not.toContain('north');
      const explore = await w.t.get(
        `/api/v1/explore/?datasource_type=query&datasource_id=${id}`,
        headers,
      );
      if (explore.statusCode === 200) {
        const dataset = (explore.json() as { result: { dataset: Json } }).result.dataset;
        expect(dataset.name).toBe('[Missing Dataset]');
        expect(dataset.columns).toEqual([]);
      } else expect(explore.statusCode).toBe(403);
      const formData = await w.t.post('/api/v1/explore/form_data', headers, {
        datasource_id: id,
        datasource_type: 'query',
        form_data: JSON.stringify({ datasource: `${id}__query`, viz_type: 'table' }),
      });
      expect([403, 404]).toContain(formData.statusCode);
    }
    const own = await w.t.post('/api/v1/explore/form_data', w.analyst.headers, {
      datasource_id: id,
      datasource_type: 'query',
      form_data: JSON.stringify({ datasource: `${id}__query`, viz_type: 'table' }),
    });
    expect(own.statusCode, own.body).toBe(201);
    const missing = await w.t.post('/api/v1/chart/data', w.admin, byRegionContext(id + 10_000));
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a table its owner may not read with 403', async () => {
    const id = await storedQuery(w, w.analyst.id, 'SELECT id, token FROM secrets');
    const res = await w.t.post('/api/v1/chart/data', w.analyst.headers, {
      ...byRegionContext(id),
      queries: [{ columns: ['token'], metrics: [], row_limit: 10 }],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toContain('hunter2');
  });

  it.each([
    ['two statements', 'SELECT region FROM sales; SELECT token FROM secrets'],
    ['a write', 'DELETE FROM sales'],
    ['SELECT ... INTO', 'SELECT * INTO copied FROM sales'],
    ['a file read', "SELECT * FROM read_csv('/etc/passwd')"],
    ['template markup', "SELECT region FROM sales WHERE region = '{{ filter }}'"],
  ])('refuses %s before running anything', async (_name, sql) => {
    const id = await storedQuery(w, w.analyst.id, sql);
    const res = await w.t.post('/api/v1/chart/data', w.analyst.headers, {
      ...byRegionContext(id),
      queries: [{ columns: ['region'], metrics: [], row_limit: 10 }],
    });
    expect([400, 422]).toContain(res.statusCode);
    expect(res.body).not.toContain('hunter2');
    const explore = await w.t.get(
      `/api/v1/explore/?datasource_type=query&datasource_id=${id}`,
      w.analyst.headers,
    );
    expect([400, 422]).toContain(explore.statusCode);
    const count = await w.t.post('/api/v1/sqllab/execute/', w.admin, {
      database_id: w.duckId,
      sql: 'SELECT COUNT(*) AS n FROM sales',
      client_id: `qds_count_${id}`,
      runAsync: false,
    });
    expect((count.json() as { data: Json[] }).data).toEqual([{ n: SALES_ROWS.length }]);
  });
});
