/**
 * `POST /api/v1/chart/data/batch`: several charts in one request, one JSON line per chart. Each
 * chart is answered exactly as the single endpoint answers it: the numbers (checked against
 * DuckDB directly), the 404 of a dataset or chart the caller may not see, the 400 of a bad query
 * context, and the cache. Refused as a whole: anonymous callers, no charts, too many charts,
 * a body that is not JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_CHARTS } from '@panorama/core/query/chart-data-batch';
import { NOT_BATCHABLE } from '../../src/modules/chart-data/chart-data-batch.routes';
import type { TestApp } from '../support/test-app';
import { grant, roleWith } from '../modules/datasets-fixtures';
import {
  datasetId,
  exampleApp,
  num,
  openExamples,
  postChartData,
  type ChartDataEntry,
} from './chart-data-fixtures';

interface BatchLine {
  index: number;
  status: number;
  result?: ChartDataEntry[];
  message?: unknown;
}

describe('batched chart data', () => {
  let t: TestApp;
  let duck: Awaited<ReturnType<typeof openExamples>>;
  let flights: number;
  let airports: number;
  let flightsReader: Record<string, string>;

  const context = (id: number, queryObject: Record<string, unknown>) => ({
    datasource: { id, type: 'table' },
    queries: [queryObject],
  });
  const topOrigins = (id: number) =>
    context(id, {
      columns: ['origin'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 3,
    });
  const totalDistance = (id: number) => context(id, { metrics: ['total_distance'] });

  async function postBatch(
    requests: unknown[],
    headers?: Record<string, string>,
  ): Promise<{ status: number; contentType: string; lines: BatchLine[]; body: string }> {
    const res = await t.post('/api/v1/chart/data/batch', headers ?? (await t.adminHeaders()), {
      requests,
    });
    const lines =
      res.statusCode === 200
        ? res.body
            .split('\n')
            .filter((line) => line !== '')
            .map((line) => JSON.parse(line) as BatchLine)
        : [];
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type']),
      lines,
      body: res.body,
    };
  }

  const byIndex = (lines: BatchLine[]) => new Map(lines.map((line) => [line.index, line]));

  beforeAll(async () => {
    t = await exampleApp();
    duck = await openExamples(t.dataDir);
    flights = await datasetId(t, 'flights');
    airports = await datasetId(t, 'airports');
    const role = await roleWith(
      t,
      'batch_flights_readers',
      'datasource_access',
      `[examples].[flights](id:${flights})`,
    );
    expect(role).toBeGreaterThan(0);
    await grant(t, role, 'can_read', 'Chart');
    flightsReader = (
      await t.createUser({ username: 'batch_reader', roles: ['Gamma', 'batch_flights_readers'] })
    ).headers;
  });

  afterAll(async () => {
    duck?.close();
    await t?.dispose();
  });

  it('answers every chart on its own line, with the numbers DuckDB gives', async () => {
    const answer = await postBatch([
      { query_context: topOrigins(flights) },
      { query_context: totalDistance(flights) },
    ]);
    expect(answer.status, answer.body).toBe(200);
    expect(answer.contentType).toContain('application/x-ndjson');
    expect(answer.lines).toHaveLength(2);
    const lines = byIndex(answer.lines);

    const expectedTop = await duck.rows(
      'SELECT origin, count(*) AS n FROM flights GROUP BY origin ORDER BY n DESC LIMIT 3',
    );
    const top = lines.get(0);
    expect(top?.status).toBe(200);
    expect(top?.result?.[0]?.data.map((row) => [row.origin, num(row.count)])).toEqual(
      expectedTop.map((row) => [row.origin, num(row.n)]),
    );

    const [expectedTotal] = await duck.rows('SELECT sum(distance) AS total FROM flights');
    const total = lines.get(1);
    expect(total?.status).toBe(200);
    expect(num(total?.result?.[0]?.data[0]?.total_distance)).toBe(num(expectedTotal?.total));
  });

  it('gives each chart what the single endpoint gives it, cache included', async () => {
    const single = await postChartData(t, topOrigins(flights));
    expect(single.statusCode).toBe(200);
    const [entry] = (single.json() as { result: ChartDataEntry[] }).result;

    const answer = await postBatch([{ query_context: topOrigins(flights) }]);
    const batched = answer.lines[0]?.result?.[0];
    expect(batched?.data).toEqual(entry?.data);
    expect(batched?.cache_key).toBe(entry?.cache_key);
    expect(batched?.is_cached).toBe(true);

    const forced = await postBatch([{ query_context: topOrigins(flights), force: true }]);
    expect(forced.lines[0]?.result?.[0]?.is_cached).toBe(false);
  });

  it('answers a bad chart with its own error and the others with data', async () => {
    const answer = await postBatch([
      { query_context: { datasource: { id: flights, type: 'table' }, queries: 'nope' } },
      { query_context: totalDistance(flights) },
      { query_context: 'not a query context' },
      { query_context: { ...totalDistance(flights), result_format: 'csv' } },
    ]);
    expect(answer.status).toBe(200);
    const lines = byIndex(answer.lines);
    expect(lines.get(0)?.status).toBe(400);
    expect(String(lines.get(0)?.message)).toContain('Request is incorrect');
    expect(lines.get(1)?.status).toBe(200);
    expect(lines.get(2)).toMatchObject({ status: 400, message: 'Request is not JSON' });
    expect(lines.get(3)).toMatchObject({ status: 400, message: NOT_BATCHABLE });
  });

  it('hides what the caller may not see exactly as the single endpoint does', async () => {
    const single = await postChartData(t, totalDistance(airports), flightsReader);
    expect(single.statusCode).toBe(404);

    const answer = await postBatch(
      [{ query_context: totalDistance(flights) }, { query_context: totalDistance(airports) }],
      flightsReader,
    );
    const lines = byIndex(answer.lines);
    expect(lines.get(0)?.status).toBe(200);
    expect(lines.get(1)).toEqual({ index: 1, status: 404, ...(single.json() as object) });

    // A chart named by slice_id must be visible too.
    const hiddenChart = await t.post('/api/v1/chart/', await t.adminHeaders(), {
      slice_name: 'airports only',
      viz_type: 'table',
      datasource_id: airports,
      datasource_type: 'table',
    });
    const chartId = (hiddenChart.json() as { id: number }).id;
    const viaChart = await postBatch(
      [{ query_context: totalDistance(flights), slice_id: chartId }],
      flightsReader,
    );
    expect(viaChart.lines[0]?.status).toBe(404);
  });

  it('refuses anonymous callers, empty and oversized batches, and bodies that are not JSON', async () => {
    const anonymous = await t.post(
      '/api/v1/chart/data/batch',
      {},
      { requests: [{ query_context: totalDistance(flights) }] },
    );
    expect(anonymous.statusCode).toBe(401);

    expect((await postBatch([])).status).toBe(400);
    const tooMany = Array.from({ length: MAX_BATCH_CHARTS + 1 }, () => ({
      query_context: totalDistance(flights),
    }));
    expect((await postBatch(tooMany)).status).toBe(400);

    const notJson = await t.post(
      '/api/v1/chart/data/batch',
      { ...(await t.adminHeaders()), 'content-type': 'application/json' },
      '{"requests": [',
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request is not JSON' });
  });
});
