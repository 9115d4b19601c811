/**
 * Async chart queries in one process without Redis (GLOBAL_ASYNC_QUERIES on): a cache miss is
 * answered 202 with the job, the in-process queue runs it, the event reaches the user through
 * `GET /api/v1/async_event/` and the websocket, `result_url` gives the right numbers, a cached
 * answer stays 200, identical queries in flight share one job, and nobody reads another user's
 * events. With the flag off (the default) nothing of this exists.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import {
  datasetId,
  exampleApp,
  expectedOriginCounts,
  postChartData,
  type ChartDataEntry,
} from '../chart-data/chart-data-fixtures';
import {
  asyncTokenOf,
  expectOriginCounts,
  openEventSocket,
  originCounts,
  waitForEvent,
  type AsyncJob,
} from './async-fixtures';

const ASYNC_ON = { FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }) };

describe('async chart queries (in-process queue)', () => {
  let t: TestApp;
  let flights: number;
  let expected: Map<unknown, number | null>;
  let baseUrl: string;

  beforeAll(async () => {
    t = await exampleApp(ASYNC_ON);
    flights = await datasetId(t, 'flights');
    expected = await expectedOriginCounts(t.dataDir);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('answers a cache miss 202 with the job, then the event and result_url give the numbers', async () => {
    const headers = await t.adminHeaders();
    const res = await postChartData(t, originCounts(flights, 1), headers);
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json() as AsyncJob;
    expect(Object.keys(job).sort()).toEqual([
      'channel_id',
      'job_id',
      'result_url',
      'status',
      'user_id',
    ]);
    expect(job.status).toBe('pending');
    expect(job.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);
    const admin = await t.container.securityRepo.findUserByUsername('admin');
    expect(job.user_id).toBe(admin?.id);
    expect(asyncTokenOf(res.headers['set-cookie'])).not.toBeNull();

    const event = await waitForEvent(t, headers, job.job_id);
    expect(event).toMatchObject({
      channel_id: job.channel_id,
      job_id: job.job_id,
      user_id: job.user_id,
      status: 'done',
      result_url: job.result_url,
    });
    expect(event.id).toMatch(/^\d+-\d+$/);

    const result = await t.get(job.result_url, headers);
    expect(result.statusCode, result.body).toBe(200);
    const entry = (result.json() as { result: ChartDataEntry[] }).result[0];
    expectOriginCounts(entry, expected);
    expect(entry?.is_cached).toBe(true);

    // Only events after last_id come back.
    const after = await t.get(`/api/v1/async_event/?last_id=${event.id}`, headers);
    expect((after.json() as { result: unknown[] }).result).toEqual([]);
  });

  it('answers 200 at once when the result is cached', async () => {
    const headers = await t.adminHeaders();
    const first = await postChartData(t, originCounts(flights, 2), headers);
    expect(first.statusCode).toBe(202);
    await waitForEvent(t, headers, (first.json() as AsyncJob).job_id);

    const second = await postChartData(t, originCounts(flights, 2), headers);
    expect(second.statusCode, second.body).toBe(200);
    const entry = (second.json() as { result: ChartDataEntry[] }).result[0];
    expectOriginCounts(entry, expected);
    expect(entry?.is_cached).toBe(true);
  });

  it('refuses a malformed last_id with 400', async () => {
    const res = await t.get('/api/v1/async_event/?last_id=not-an-id', await t.adminHeaders());
    expect(res.statusCode).toBe(400);
  });

  it('gives identical queries in flight one job', async () => {
    const headers = await t.adminHeaders();
    const [a, b] = await Promise.all([
      postChartData(t, originCounts(flights, 3), headers),
      postChartData(t, originCounts(flights, 3), headers),
    ]);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    const jobA = a.json() as AsyncJob;
    expect((b.json() as AsyncJob).job_id).toBe(jobA.job_id);
    await waitForEvent(t, headers, jobA.job_id);
    // One event for the shared job on the channel, not one per request.
    const all = await t.get('/api/v1/async_event/', headers);
    const events = (all.json() as { result: { job_id: string }[] }).result;
    expect(events.filter((e) => e.job_id === jobA.job_id)).toHaveLength(1);
  });

  it('delivers the event over the websocket opened with the async-token cookie', async () => {
    const headers = await t.adminHeaders();
    const warmUp = await t.get('/api/v1/async_event/', headers);
    const token = asyncTokenOf(warmUp.headers['set-cookie']);
    if (!token) throw new Error('no async-token cookie');
    const socket = await openEventSocket(baseUrl, token);
    try {
      const res = await postChartData(t, originCounts(flights, 4), headers);
      expect(res.statusCode).toBe(202);
      const job = res.json() as AsyncJob;
      const event = await socket.next(job.job_id);
      expect(event).toMatchObject({ status: 'done', result_url: job.result_url });
    } finally {
      socket.close();
    }
  });

  it("refuses a websocket opened from another site's page, even with the cookie", async () => {
    const warmUp = await t.get('/api/v1/async_event/', await t.adminHeaders());
    const token = asyncTokenOf(warmUp.headers['set-cookie']);
    if (!token) throw new Error('no async-token cookie');
    await expect(
      openEventSocket(baseUrl, token, undefined, 'https://evil.example'),
    ).rejects.toThrow(/403/);
    const own = await openEventSocket(baseUrl, token, undefined, baseUrl);
    own.close();
  });

  it('replays events after last_id to a websocket opened late', async () => {
    const headers = await t.adminHeaders();
    const res = await postChartData(t, originCounts(flights, 5), headers);
    const job = res.json() as AsyncJob;
    const token = asyncTokenOf(res.headers['set-cookie']);
    if (!token) throw new Error('no async-token cookie');
    await waitForEvent(t, headers, job.job_id);
    const socket = await openEventSocket(baseUrl, token, '0-0');
    try {
      expect((await socket.next(job.job_id)).status).toBe('done');
    } finally {
      socket.close();
    }
  });

  it("never shows a user another user's events", async () => {
    const admin = await t.adminHeaders();
    const res = await postChartData(t, originCounts(flights, 6), admin);
    const job = res.json() as AsyncJob;
    await waitForEvent(t, admin, job.job_id);

    const other = await t.createUser({ username: 'async-alpha', roles: ['Alpha'] });
    const theirs = await t.get('/api/v1/async_event/', other.headers);
    expect(theirs.statusCode).toBe(200);
    const events = (theirs.json() as { result: { job_id: string }[] }).result;
    expect(events.some((e) => e.job_id === job.job_id)).toBe(false);

    // A websocket without a token, or with a forged one, is refused before the upgrade.
    await expect(openEventSocket(baseUrl, '')).rejects.toThrow(/401/);
    const adminToken = asyncTokenOf(res.headers['set-cookie']) ?? '';
    const [head, , signature] = adminToken.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ typ: 'async', channel: job.channel_id, sub: String(other.id) }),
    ).toString('base64url');
    await expect(openEventSocket(baseUrl, `${head}.${forgedClaims}.${signature}`)).rejects.toThrow(
      /401/,
    );
  });

  it('reports a query failure as an error event', async () => {
    const headers = await t.adminHeaders();
    const body = originCounts(flights, 7);
    (body.queries as Record<string, unknown>[])[0] = {
      columns: ['no_such_column'],
      metrics: ['count'],
      row_limit: 10,
    };
    const res = await postChartData(t, body, headers);
    // Refused before queueing (400), or queued then reported as an error event.
    if (res.statusCode === 202) {
      const event = await waitForEvent(t, headers, (res.json() as AsyncJob).job_id);
      expect(event.status).toBe('error');
      expect(event.result_url).toBeNull();
      expect(event.errors[0]?.message).toBeTruthy();
    } else {
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('async chart queries off (the default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await exampleApp();
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('answers chart data 200 and has no event endpoint', async () => {
    const flights = await datasetId(t, 'flights');
    const res = await postChartData(t, originCounts(flights));
    expect(res.statusCode).toBe(200);
    const events = await t.get('/api/v1/async_event/', await t.adminHeaders());
    expect(events.statusCode).toBe(404);
  });
});
