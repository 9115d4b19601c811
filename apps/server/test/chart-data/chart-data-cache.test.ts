/**
 * The chart result cache through the API: a second identical request is served from the cache,
 * `force` refreshes it, a relative range stays cacheable, a dataset edit invalidates, the cache
 * timeout follows chart → dataset → database → default, a cached result can be fetched by its
 * key; the same with Redis (REDIS_URL), and with Redis down (a closed port) charts still answer.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import {
  datasetId,
  exampleApp,
  expectedOriginCounts,
  num,
  postChartData,
  query,
} from './chart-data-fixtures';
import { freePort } from '../support/free-port';
import { databaseOfDataset } from '../support/store-lookups';

const redisUp = await serviceAvailable('redis');

/** Admin headers minted directly: with Redis down the login route's rate limiter fails (not ours). */
async function mintedAdminHeaders(t: TestApp): Promise<Record<string, string>> {
  const admin = await t.container.securityRepo.findUserByUsername('admin');
  if (!admin) throw new Error('no admin');
  const { access_token: token } = await t.container.sessions.startApiSession(admin.id, false);
  return { authorization: `Bearer ${token}` };
}

const ORIGIN_COUNTS = {
  columns: ['origin'],
  metrics: ['count'],
  orderby: [['origin', true]],
  row_limit: 10000,
};

describe('chart data cache (in-process)', () => {
  let t: TestApp;
  let flights: number;
  let expectedCounts: Map<unknown, number | null>;

  beforeAll(async () => {
    t = await exampleApp();
    flights = await datasetId(t, 'flights');
    expectedCounts = await expectedOriginCounts(t.dataDir);
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('serves the second identical request from the cache; force refreshes it', async () => {
    const first = await query(t, flights, ORIGIN_COUNTS);
    expect(first.is_cached).toBe(false);
    expect(first.cached_dttm).toBeNull();
    expect(first.cache_key).toMatch(/^[0-9a-f]{64}$/);
    for (const row of first.data) expect(num(row.count)).toBe(expectedCounts.get(row.origin));

    const second = await query(t, flights, ORIGIN_COUNTS);
    expect(second.is_cached).toBe(true);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(second.data).toEqual(first.data);

    const forced = await query(t, flights, ORIGIN_COUNTS, { force: true });
    expect(forced.is_cached).toBe(false);
    expect(forced.data).toEqual(first.data);
    const afterForce = await query(t, flights, ORIGIN_COUNTS);
    expect(afterForce.is_cached).toBe(true);
    expect(afterForce.cached_dttm! >= second.cached_dttm!).toBe(true);

    // The query-string `force` works too.
    const res = await postChartData(
      t,
      { datasource: { id: flights, type: 'table' }, queries: [ORIGIN_COUNTS] },
      undefined,
      '/api/v1/chart/data?force=true',
    );
    expect(res.json().result[0].is_cached).toBe(false);
  });

  it('keeps relative time ranges cacheable (the range as written is the key)', async () => {
    const q = { ...ORIGIN_COUNTS, granularity: 'date', time_range: 'Last week' };
    expect((await query(t, flights, q)).is_cached).toBe(false);
    expect((await query(t, flights, q)).is_cached).toBe(true);
  });

  it('fetches a cached result by its key; unknown keys are 404', async () => {
    const entry = await query(t, flights, { ...ORIGIN_COUNTS, row_limit: 7 });
    const res = await t.get(`/api/v1/chart/data/${entry.cache_key}`, await t.adminHeaders());
    expect(res.statusCode, res.body).toBe(200);
    const fetched = res.json().result[0];
    expect(fetched.is_cached).toBe(true);
    expect(fetched.data).toEqual(entry.data);
    for (const key of ['0'.repeat(64), 'not-a-key']) {
      const missing = await t.get(`/api/v1/chart/data/${key}`, await t.adminHeaders());
      expect(missing.statusCode).toBe(404);
    }
  });

  it('misses after the dataset changes, and follows the cache timeout order', async () => {
    const q = { ...ORIGIN_COUNTS, row_limit: 11 };
    const before = await query(t, flights, q);
    expect(before.cache_timeout).toBe(86400);
    const headers = await t.adminHeaders();
    const db = t.container.store.db;
    const databaseId = await databaseOfDataset(t, flights);

    await db
      .updateTable('databases')
      .set({ cache_timeout: 300 })
      .where('id', '=', databaseId)
      .execute();
    const put = await t.put(`/api/v1/dataset/${flights}`, headers, { description: 'edited' });
    expect(put.statusCode, put.body).toBe(200);
    const afterEdit = await query(t, flights, q);
    expect(afterEdit.is_cached).toBe(false);
    expect(afterEdit.cache_key).not.toBe(before.cache_key);
    expect(afterEdit.cache_timeout).toBe(300);

    await db
      .updateTable('datasets')
      .set({ cache_timeout: 120 })
      .where('id', '=', flights)
      .execute();
    expect((await query(t, flights, q)).cache_timeout).toBe(120);

    const chart = await t.post('/api/v1/chart/', headers, {
      slice_name: 'cached',
      viz_type: 'table',
      datasource_id: flights,
      datasource_type: 'table',
      cache_timeout: 60,
    });
    expect(chart.statusCode, chart.body).toBe(201);
    const chartId = chart.json().id as number;
    const withChart = await query(t, flights, q, { form_data: { slice_id: chartId } });
    expect(withChart.cache_timeout).toBe(60);
    expect((await query(t, flights, q, { custom_cache_timeout: 5 })).cache_timeout).toBe(5);

    await db.updateTable('datasets').set({ cache_timeout: -1 }).where('id', '=', flights).execute();
    const uncached = { ...q, row_limit: 12 };
    expect((await query(t, flights, uncached)).is_cached).toBe(false);
    expect((await query(t, flights, uncached)).is_cached).toBe(false);
    await db
      .updateTable('datasets')
      .set({ cache_timeout: null })
      .where('id', '=', flights)
      .execute();
    await db
      .updateTable('databases')
      .set({ cache_timeout: null })
      .where('id', '=', databaseId)
      .execute();
  });
});

describe.skipIf(!redisUp)('chart data cache on Redis', () => {
  let t: TestApp;
  let flights: number;
  let redis: Redis;

  beforeAll(async () => {
    t = await exampleApp({ REDIS_URL: SERVICE_URLS.redis });
    flights = await datasetId(t, 'flights');
    redis = new Redis(SERVICE_URLS.redis);
  });

  afterAll(async () => {
    await redis?.quit();
    await t?.dispose();
  });

  it('stores results in Redis with the cache timeout and serves them from there', async () => {
    expect(t.container.resultCache.kind).toBe('redis');
    const q = {
      ...ORIGIN_COUNTS,
      row_limit: 13,
      time_range: `Last ${Date.now() % 1000} days`,
      granularity: 'date',
    };
    const first = await query(t, flights, q, { force: true });
    expect(first.is_cached).toBe(false);
    const stored = await redis.get(`panorama:chart-data:${first.cache_key}`);
    expect(stored).not.toBeNull();
    const ttl = await redis.ttl(`panorama:chart-data:${first.cache_key}`);
    expect(ttl).toBeGreaterThan(86000);
    expect(ttl).toBeLessThanOrEqual(86400);
    const second = await query(t, flights, q);
    expect(second.is_cached).toBe(true);
    expect(second.data).toEqual(first.data);
    await redis.del(`panorama:chart-data:${first.cache_key}`);
  });
});

describe('chart data with the Redis cache down', () => {
  let t: TestApp;
  let flights: number;

  beforeAll(async () => {
    t = await exampleApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    flights = await datasetId(t, 'flights');
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('still answers every chart, uncached', async () => {
    const headers = await mintedAdminHeaders(t);
    for (let i = 0; i < 3; i++) {
      const res = await postChartData(
        t,
        { datasource: { id: flights, type: 'table' }, queries: [ORIGIN_COUNTS] },
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const entry = res.json().result[0];
      expect(entry.is_cached).toBe(false);
      expect(entry.rowcount).toBeGreaterThan(100);
    }
  });
});
