/**
 * The limits a chart query runs under: ROW_LIMIT when the query asks for none, SQL_MAX_ROW as the
 * hard cap, the database's own `query_timeout` (408 with BACKEND_TIMEOUT_ERROR), and cancellation:
 * an aborted signal stops the query, and an HTTP client that goes away aborts the signal the
 * connector was given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryContextSchema } from '@panorama/core/query/query-object';
import type { AnalyticsConnector, RunOptions } from '../../src/engine/connectors/connector';
import type { TestApp } from '../support/test-app';
import { datasetId, exampleApp, postChartData } from './chart-data-fixtures';
import { databaseOfDataset } from '../support/store-lookups';

/** About three seconds of DuckDB work on the 3,000,000 flights (one md5 per row, then grouping). */
const SLOW_QUERY = {
  columns: [
    {
      expressionType: 'SQL',
      sqlExpression:
        'md5(origin || destination || CAST(delay AS VARCHAR) || CAST(date AS VARCHAR))',
      label: 'h',
    },
  ],
  metrics: ['count'],
  row_limit: 10,
};

describe('chart data limits', () => {
  let t: TestApp;
  let flights: number;
  let airports: number;

  beforeAll(async () => {
    t = await exampleApp({ ROW_LIMIT: '7', SQL_MAX_ROW: '50' });
    flights = await datasetId(t, 'flights');
    airports = await datasetId(t, 'airports');
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('applies ROW_LIMIT by default and never returns more than SQL_MAX_ROW', async () => {
    const run = async (q: Record<string, unknown>, resultType = 'full') => {
      const res = await postChartData(t, {
        datasource: { id: airports, type: 'table' },
        result_type: resultType,
        queries: [q],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result[0] as { rowcount: number };
    };
    expect((await run({ columns: ['iata'], metrics: ['count'] })).rowcount).toBe(7);
    expect((await run({ columns: ['iata'], metrics: ['count'], row_limit: 1000 })).rowcount).toBe(
      50,
    );
    expect((await run({ columns: ['iata'], metrics: ['count'], row_limit: 0 })).rowcount).toBe(50);
    expect((await run({ row_limit: 500 }, 'samples')).rowcount).toBe(50);
  });

  it('tells the client the row limit the query ran under, so it can say the limit was hit', async () => {
    const run = async (q: Record<string, unknown>) => {
      const res = await postChartData(t, {
        datasource: { id: airports, type: 'table' },
        queries: [q],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result[0] as { sql_rowcount: number; applied_row_limit?: number | null };
    };
    const grouped = { columns: ['iata'], metrics: ['count'] };
    // ROW_LIMIT by default; SQL_MAX_ROW when the chart asks for more or for no limit.
    expect(await run(grouped)).toMatchObject({ sql_rowcount: 7, applied_row_limit: 7 });
    expect(await run({ ...grouped, row_limit: 1000 })).toMatchObject({
      sql_rowcount: 50,
      applied_row_limit: 50,
    });
    expect(await run({ ...grouped, row_limit: 0 })).toMatchObject({ applied_row_limit: 50 });
    const few = await run({
      ...grouped,
      row_limit: 20,
      filters: [{ col: 'iata', op: 'IN', val: ['SEA', 'SFO'] }],
    });
    expect(few).toMatchObject({ sql_rowcount: 2, applied_row_limit: 20 });
  });

  it('stops a query at the database’s query_timeout with a 408', async () => {
    const db = t.container.store.db;
    const databaseId = await databaseOfDataset(t, flights);
    const { extra } = await db
      .selectFrom('databases')
      .select('extra')
      .where('id', '=', databaseId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('databases')
      .set({ extra: JSON.stringify({ ...JSON.parse(extra || '{}'), query_timeout: 0.3 }) })
      .where('id', '=', databaseId)
      .execute();
    try {
      const started = Date.now();
      const res = await postChartData(t, {
        datasource: { id: flights, type: 'table' },
        queries: [SLOW_QUERY],
        force: true,
      });
      expect(res.statusCode, res.body).toBe(408);
      expect(res.json()).toMatchObject({ error_type: 'BACKEND_TIMEOUT_ERROR' });
      // The structured error says how long queries may run, for the timeout message.
      expect(res.json().errors[0]).toMatchObject({
        error_type: 'BACKEND_TIMEOUT_ERROR',
        extra: { timeout: 0.3, issue_codes: [{ code: 1000 }, { code: 1001 }] },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await db.updateTable('databases').set({ extra }).where('id', '=', databaseId).execute();
    }
  });

  it('cancels the running query when its signal aborts', async () => {
    const principal = await t.container.security.principalFor(
      (await t.container.securityRepo.findUserByUsername('admin'))!.id,
      'bearer',
      null,
    );
    const context = queryContextSchema.parse({
      datasource: { id: flights, type: 'table' },
      queries: [SLOW_QUERY],
      force: true,
    });
    const started = Date.now();
    await expect(
      t.container.chartData.pipeline.run(context, {
        principal: principal!,
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toMatchObject({ name: expect.stringMatching(/AbortError|TimeoutError/) });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('aborts the connector’s signal when the HTTP client goes away', async () => {
    const seen: RunOptions[] = [];
    const registry = t.container.connectors;
    const original = registry.get.bind(registry);
    registry.get = async (row) => {
      const connector = await original(row);
      return new Proxy(connector, {
        get(target, prop, receiver) {
          if (prop !== 'run') return Reflect.get(target, prop, receiver) as unknown;
          return (sqlText: string, params: unknown[], options: RunOptions) => {
            seen.push(options);
            return target.run(sqlText, params, options);
          };
        },
      }) as AnalyticsConnector;
    };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = new AbortController();
      const request = fetch(`${address}/api/v1/chart/data`, {
        method: 'POST',
        headers: { ...(await t.adminHeaders()), 'content-type': 'application/json' },
        body: JSON.stringify({
          datasource: { id: flights, type: 'table' },
          queries: [SLOW_QUERY],
          force: true,
        }),
        signal: client.signal,
      });
      for (let i = 0; i < 100 && seen.length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(seen).toHaveLength(1);
      expect(seen[0]?.signal?.aborted).toBe(false);
      client.abort();
      await request.catch(() => undefined);
      for (let i = 0; i < 100 && !seen[0]?.signal?.aborted; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(seen[0]?.signal?.aborted).toBe(true);
    } finally {
      registry.get = original;
    }
  });
});
