/**
 * `POST /api/v1/sqllab/execute/` on every metadata store: Superset's answer shape with the right
 * numbers (checked against sums computed here from the seeded rows), template parameters bound as
 * values, the same script on SQLite, asynchronous runs followed through `updated_since` and read
 * back by results key, the row limit, and the history list showing each user their own runs.
 */
import { describe, expect, it } from 'vitest';
import { storeVariants } from '../support/test-stores';
import { createSqlLabWorld, execute, executeOk, SALES_ROWS } from './sqllab-fixtures';
import { useWorld } from '../support/use-world';

function totalsByRegion(): Record<string, { n: number; total: number }> {
  const out: Record<string, { n: number; total: number }> = {};
  for (const row of SALES_ROWS) {
    const entry = (out[row.region] ??= { n: 0, total: 0 });
    entry.n += 1;
    entry.total += row.amount;
  }
  return out;
}

const BY_REGION_SQL =
  'SELECT region, COUNT(*) AS n, SUM(amount) AS total FROM sales GROUP BY region ORDER BY region';

describe.each(await storeVariants())('SQL Lab execute on $name', (variant) => {
  const w = useWorld(() => createSqlLabWorld(variant));

  it('answers with Superset’s shape and the right numbers on DuckDB', async () => {
    const body = await executeOk(w, w.analyst.headers, {
      sql: BY_REGION_SQL,
      client_id: 'exec_duck_1',
      schema: 'main',
      queryLimit: 100,
      runAsync: false,
      tab: 'Totals',
    });
    const expected = totalsByRegion();
    expect(body.status).toBe('success');
    expect(body.data).toEqual(
      Object.keys(expected)
        .sort()
        .map((region) => ({
          region,
          n: expected[region]?.n,
          total: expected[region]?.total,
        })),
    );
    const columns = body.columns as { name: string; column_name: string; is_dttm: boolean }[];
    expect(columns.map((c) => c.name)).toEqual(['region', 'n', 'total']);
    expect(columns.every((c) => c.column_name === c.name && !c.is_dttm)).toBe(true);
    const query = body.query as Record<string, unknown>;
    expect(query).toMatchObject({
      id: 'exec_duck_1',
      dbId: w.duckId,
      db: 'lab_duck',
      state: 'success',
      rows: 2,
      sql: BY_REGION_SQL,
      schema: 'main',
      tab: 'Totals',
      limit: 100,
      progress: 100,
      user: 'lab_analyst Tester',
    });
    expect(body.query_id).toBe(query.queryId);
    expect(typeof query.resultsKey).toBe('string');
  });

  it('runs the same script on SQLite with the same numbers', async () => {
    const body = await executeOk(w, w.admin, {
      database_id: w.sqliteId,
      sql: BY_REGION_SQL,
      client_id: 'exec_sqlite_1',
    });
    const expected = totalsByRegion();
    expect(body.data).toEqual([
      { region: 'north', n: expected.north?.n, total: expected.north?.total },
      { region: 'south', n: expected.south?.n, total: expected.south?.total },
    ]);
  });

  it('binds {{ name }} template parameters as values', async () => {
    const body = await executeOk(w, w.analyst.headers, {
      sql: 'SELECT COUNT(*) AS n FROM sales WHERE region = {{ region }}',
      templateParams: JSON.stringify({ region: "north' OR '1'='1" }),
    });
    expect(body.data).toEqual([{ n: 0 }]);
    const north = await executeOk(w, w.analyst.headers, {
      sql: 'SELECT COUNT(*) AS n FROM sales WHERE region = {{ region }}',
      templateParams: { region: 'north' },
    });
    expect(north.data).toEqual([{ n: SALES_ROWS.filter((r) => r.region === 'north').length }]);
  });

  it('answers the last statement of a script and keeps the row limit', async () => {
    const body = await executeOk(w, w.admin, {
      sql: 'SELECT 1 AS a; SELECT * FROM range(50) t(x) ORDER BY x',
      queryLimit: 7,
    });
    expect(body.data).toHaveLength(7);
    expect((body.data as { x: number }[]).map((r) => r.x)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((body.query as Record<string, unknown>).limitingFactor).toBe('DROPDOWN');
  });

  it('runs asynchronously when asked on a database that allows it, results by key', async () => {
    const since = Date.now() - 1000;
    const started = await execute(w, w.analyst.headers, {
      sql: BY_REGION_SQL,
      client_id: 'exec_async_1',
      runAsync: true,
    });
    expect(started.status).toBe(202);
    const pending = started.body.query as Record<string, unknown>;
    expect(pending.id).toBe('exec_async_1');
    expect(['pending', 'running', 'success']).toContain(pending.state);

    let resultsKey: string | null = null;
    for (let i = 0; i < 100 && resultsKey === null; i++) {
      const poll = await w.t.get(
        `/api/v1/query/updated_since?q=(last_updated_ms:${since})`,
        w.analyst.headers,
      );
      expect(poll.statusCode).toBe(200);
      const mine = (poll.json() as { result: Record<string, unknown>[] }).result.find(
        (q) => q.id === 'exec_async_1',
      );
      if (mine?.state === 'success') resultsKey = mine.resultsKey as string;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(resultsKey).not.toBeNull();
    const results = await w.t.get(`/api/v1/sqllab/results/?key=${resultsKey}`, w.analyst.headers);
    expect(results.statusCode).toBe(200);
    expect((results.json() as { data: unknown[] }).data).toHaveLength(2);
    // Someone else cannot read them by key.
    const other = await w.t.get(`/api/v1/sqllab/results/?q=(key:'${resultsKey}')`, w.admin);
    expect(other.statusCode).toBe(404);
  });

  it('runs synchronously on a database that does not allow async', async () => {
    const res = await execute(w, w.admin, {
      database_id: w.sqliteId,
      sql: 'SELECT 42 AS answer',
      runAsync: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ answer: 42 }]);
  });

  it('needs the SQL Lab role', async () => {
    const res = await execute(w, w.gamma.headers, { sql: 'SELECT 1' });
    expect(res.status).toBe(403);
  });

  it('lists each user’s own runs in the history', async () => {
    const list = async (headers: Record<string, string>) => {
      const res = await w.t.get(
        `/api/v1/query/?q=${encodeURIComponent('(order_column:changed_on,order_direction:desc,page:0,page_size:100)')}`,
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; result: Record<string, unknown>[] };
    };
    const analystRuns = await list(w.analyst.headers);
    expect(analystRuns.result.map((r) => r.client_id)).toContain('exec_duck_1');
    expect(analystRuns.result.map((r) => r.client_id)).not.toContain('exec_sqlite_1');
    expect(
      analystRuns.result.every((r) => (r.user as { id: number } | null)?.id === w.analyst.id),
    ).toBe(true);
    const search = await w.t.get(
      `/api/v1/query/?q=${encodeURIComponent("(filters:!((col:sql,opr:ct,value:'GROUP BY region')))")}`,
      w.analyst.headers,
    );
    expect(search.statusCode).toBe(200);
    const found = (search.json() as { result: { sql: string; status: string }[] }).result;
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((r) => r.sql.includes('GROUP BY region'))).toBe(true);
  });
});
