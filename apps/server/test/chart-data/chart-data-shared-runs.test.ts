/**
 * A dashboard's identical chart queries through the API: fired at once they run on the database
 * once, every request gets the right numbers, and a failure reaches every request worded for
 * each caller's role (admins see the engine's message, others the generic text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryError } from '@panorama/core/errors/app-error';
import type { AnalyticsConnector, RunOptions } from '../../src/engine/connectors/connector';
import { GENERIC_QUERY_ERROR } from '../../src/engine/chart-data/query-error-message';
import type { DatabaseRow } from '../../src/store/schema';
import type { TestApp } from '../support/test-app';
import {
  datasetId,
  exampleApp,
  expectedOriginCounts,
  num,
  postChartData,
  type ChartDataEntry,
} from './chart-data-fixtures';

/** Polls until `condition` holds (or fails the test after `timeoutMs`). */
async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Wraps the app's connectors: counts `run` calls and holds each until released, so concurrent
 * requests pile up while the first execution is still running. `fail` replaces the database's
 * answer with an error.
 */
function instrumentConnectors(t: TestApp) {
  const registry = t.container.connectors;
  const original = registry.get.bind(registry);
  const state = { runs: 0, release: () => {}, fail: null as Error | null };
  let released = new Promise<void>((resolve) => (state.release = resolve));
  registry.get = async (row: DatabaseRow): Promise<AnalyticsConnector> => {
    const real = await original(row);
    return Object.assign(Object.create(real) as AnalyticsConnector, {
      run: async (sql: string, params: unknown[], options: RunOptions) => {
        state.runs += 1;
        await released;
        if (state.fail) throw state.fail;
        return real.run(sql, params, options);
      },
    });
  };
  return {
    state,
    reset() {
      state.runs = 0;
      state.fail = null;
      released = new Promise<void>((resolve) => (state.release = resolve));
    },
    restore() {
      registry.get = original;
    },
  };
}

describe('identical chart queries in flight share one execution', () => {
  let t: TestApp;
  let flights: number;
  let expected: Map<unknown, number | null>;
  let connectors: ReturnType<typeof instrumentConnectors>;

  beforeAll(async () => {
    t = await exampleApp();
    flights = await datasetId(t, 'flights');
    expected = await expectedOriginCounts(t.dataDir);
    connectors = instrumentConnectors(t);
  });

  afterAll(async () => {
    connectors?.restore();
    await t?.dispose();
  });

  const body = (rowLimit: number) => ({
    datasource: { id: flights, type: 'table' },
    queries: [
      {
        columns: ['origin'],
        metrics: ['count'],
        orderby: [['origin', true]],
        row_limit: rowLimit,
      },
    ],
  });

  it('runs 24 identical dashboard queries on the database once, with correct numbers for all', async () => {
    connectors.reset();
    const admin = await t.adminHeaders();
    const requests = Array.from({ length: 24 }, () => postChartData(t, body(5000), admin));
    await until(() => t.container.chartData.pipeline.inFlight.waiting === 24);
    connectors.state.release();
    const responses = await Promise.all(requests);
    expect(connectors.state.runs).toBe(1);
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      const entry = (res.json() as { result: ChartDataEntry[] }).result[0]!;
      expect(entry.rowcount).toBe(expected.size);
      for (const row of entry.data) expect(num(row.count)).toBe(expected.get(row.origin));
    }
    expect(t.container.chartData.pipeline.inFlight.size).toBe(0);
  });

  it('runs different queries separately', async () => {
    connectors.reset();
    const admin = await t.adminHeaders();
    const requests = [
      postChartData(t, body(4001), admin),
      postChartData(t, body(4002), admin),
      postChartData(t, body(4002), admin),
    ];
    await until(() => t.container.chartData.pipeline.inFlight.waiting === 3);
    expect(t.container.chartData.pipeline.inFlight.size).toBe(2);
    connectors.state.release();
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(connectors.state.runs).toBe(2);
  });

  it("delivers one execution's failure to every request, worded for each caller", async () => {
    connectors.reset();
    const admin = await t.adminHeaders();
    const alpha = await t.createUser({ username: 'shared-alpha', roles: ['Alpha'] });
    const requests = [
      postChartData(t, body(3000), admin),
      postChartData(t, body(3000), alpha.headers),
    ];
    await until(() => t.container.chartData.pipeline.inFlight.waiting === 2);
    connectors.state.fail = new QueryError('Conversion Error: could not convert "s3cr3t"');
    connectors.state.release();
    const [forAdmin, forAlpha] = await Promise.all(requests);
    expect(connectors.state.runs).toBe(1);
    expect(forAdmin!.statusCode).toBe(400);
    expect(forAdmin!.json()).toMatchObject({
      message: 'Conversion Error: could not convert "s3cr3t"',
    });
    expect(forAlpha!.statusCode).toBe(400);
    expect(forAlpha!.json()).toMatchObject({ message: GENERIC_QUERY_ERROR });
    expect(forAlpha!.body).not.toContain('s3cr3t');
  });
});
