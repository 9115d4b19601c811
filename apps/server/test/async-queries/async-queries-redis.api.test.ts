/**
 * Async chart queries scaled out on Redis (REDIS_URL) with PostgreSQL metadata when reachable:
 * two server instances (A and B) that run no queries themselves and one `npm run worker` process.
 * A job posted to A is run by the worker and its event is read on B, by polling and by B's
 * websocket; identical queries posted to A and B share one job; a worker killed mid-way leaves
 * its job to a restarted worker with exactly one event; and with Redis unreachable an async
 * request fails with a clear 503 while synchronous answers keep working.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createContainer, type Container } from '../../src/container';
import { SERVICE_URLS, serviceAvailable } from '../support/services';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants } from '../support/test-stores';
import {
  datasetId,
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
import { freePort } from '../support/free-port';

const redisUp = await serviceAvailable('redis');
const ASYNC_ON = JSON.stringify({ GLOBAL_ASYNC_QUERIES: true });
// One Redis serves every test run on this machine: this run's queue and streams are its own.
const KEY_PREFIX = `panorama-test-${crypto.randomBytes(4).toString('hex')}:`;

/** Starts `apps/server/src/worker.ts` on the same metadata, data directory and Redis. */
function startWorker(t: TestApp): Promise<ChildProcess> {
  // vitest copies Vite's import.meta.env (BASE_URL='/', MODE, ...) into process.env.
  const inherited = { ...process.env };
  for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: new URL('../../../../', import.meta.url).pathname,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.databaseUrl,
      SECRET_KEY: t.config.secretKey,
      REDIS_URL: SERVICE_URLS.redis,
      REDIS_KEY_PREFIX: KEY_PREFIX,
      FEATURE_FLAGS: ASYNC_ON,
      LOAD_EXAMPLES: 'false',
      LOG_LEVEL: 'silent',
      ASYNC_QUERY_STALLED_SECONDS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Panorama worker started')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000).unref();
  });
}

async function stopWorker(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!redisUp)('async chart queries on Redis: two servers and a worker', () => {
  let a: TestApp;
  let bContainer: Container;
  let b: FastifyInstance;
  let bUrl: string;
  let worker: ChildProcess | undefined;
  let flights: number;
  let expected: Map<unknown, number | null>;

  beforeAll(async () => {
    process.env.REDIS_KEY_PREFIX = KEY_PREFIX;
    const variants = await storeVariants();
    const store = variants.find((v) => v.name === 'postgresql') ?? variants[0];
    if (!store) throw new Error('no store variant');
    a = await createTestApp(store, {
      LOAD_EXAMPLES: 'true',
      REDIS_URL: SERVICE_URLS.redis,
      FEATURE_FLAGS: ASYNC_ON,
    });
    flights = await datasetId(a, 'flights');
    expected = await expectedOriginCounts(a.dataDir);
    // Server B: another instance on the same metadata store, data directory and Redis.
    bContainer = createContainer(a.config);
    b = await buildApp(bContainer, { logger: false, serveWeb: false });
    await b.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    worker = await startWorker(a);
  });

  afterAll(async () => {
    await stopWorker(worker);
    await b?.close();
    await bContainer?.close();
    await a?.dispose();
    const redis = new Redis(SERVICE_URLS.redis);
    const keys = await redis.keys(`${KEY_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('runs a job posted to A in the worker; B serves its event and result', async () => {
    const headers = await a.adminHeaders();
    const res = await postChartData(a, originCounts(flights, 11), headers);
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json() as AsyncJob;

    const onB = { ...a, app: b } as TestApp;
    const event = await waitForEvent(onB, headers, job.job_id, 60_000);
    expect(event).toMatchObject({ status: 'done', result_url: job.result_url });

    const result = await b.inject({ method: 'GET', url: job.result_url, headers });
    expect(result.statusCode, result.body).toBe(200);
    expectOriginCounts((result.json() as { result: ChartDataEntry[] }).result[0], expected);
  });

  it("delivers the event of a job posted to A through B's websocket", async () => {
    const headers = await a.adminHeaders();
    const warmUp = await b.inject({ method: 'GET', url: '/api/v1/async_event/', headers });
    const token = asyncTokenOf(warmUp.headers['set-cookie']);
    if (!token) throw new Error('no async-token cookie');
    const socket = await openEventSocket(bUrl, token);
    try {
      const res = await postChartData(a, originCounts(flights, 12), headers);
      expect(res.statusCode).toBe(202);
      const job = res.json() as AsyncJob;
      const event = await socket.next(job.job_id, 60_000);
      expect(event).toMatchObject({ status: 'done', result_url: job.result_url });
    } finally {
      socket.close();
    }
  });

  it('gives identical queries posted to A and B one job and one event', async () => {
    const headers = await a.adminHeaders();
    const body = originCounts(flights, 13);
    const [onA, onB] = await Promise.all([
      postChartData(a, body, headers),
      b.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: body }),
    ]);
    expect(onA.statusCode).toBe(202);
    expect(onB.statusCode).toBe(202);
    const job = onA.json() as AsyncJob;
    expect((onB.json() as AsyncJob).job_id).toBe(job.job_id);
    await waitForEvent(a, headers, job.job_id, 60_000);
    const all = await a.get('/api/v1/async_event/', headers);
    const events = (all.json() as { result: { job_id: string }[] }).result;
    expect(events.filter((e) => e.job_id === job.job_id)).toHaveLength(1);
  });

  it('runs the job of a worker killed mid-way in a restarted worker, once', async () => {
    const headers = await a.adminHeaders();
    const res = await postChartData(a, originCounts(flights, 14), headers);
    expect(res.statusCode).toBe(202);
    const job = res.json() as AsyncJob;
    // Killed without a chance to finish or release its job: the lock lapses after 5 s and the
    // new worker's stalled-job check runs the job again (unless it had already finished).
    worker?.kill('SIGKILL');
    await new Promise((resolve) => worker?.once('exit', resolve));
    worker = await startWorker(a);

    const event = await waitForEvent(a, headers, job.job_id, 60_000);
    expect(event.status).toBe('done');
    const result = await b.inject({ method: 'GET', url: job.result_url, headers });
    expectOriginCounts((result.json() as { result: ChartDataEntry[] }).result[0], expected);
    // Let a possible second run finish, then count: exactly one event for the job.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const all = await a.get('/api/v1/async_event/', headers);
    const events = (all.json() as { result: { job_id: string }[] }).result;
    expect(events.filter((e) => e.job_id === job.job_id)).toHaveLength(1);
  }, 90_000);
});

describe('async chart queries with Redis unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    const sqlite = (await storeVariants()).find((v) => v.name === 'sqlite');
    if (!sqlite) throw new Error('no sqlite store variant');
    t = await createTestApp(sqlite, {
      LOAD_EXAMPLES: 'true',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      FEATURE_FLAGS: ASYNC_ON,
    });
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it('fails an async request with a clear 503; CSV answers synchronously', async () => {
    // Minted directly: with Redis down the login route's rate limiter fails (not ours).
    const admin = await t.container.securityRepo.findUserByUsername('admin');
    if (!admin) throw new Error('no admin');
    const { access_token: token } = await t.container.sessions.startApiSession(admin.id, false);
    const headers = { authorization: `Bearer ${token}` };
    const flights = await datasetId(t, 'flights');

    const res = await postChartData(t, originCounts(flights), headers);
    expect(res.statusCode).toBe(503);
    expect((res.json() as { message: string }).message).toBe(
      'Async queries are unavailable: Redis is not reachable',
    );

    const csv = await postChartData(t, { ...originCounts(flights), result_format: 'csv' }, headers);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('origin');
  });
});
