/**
 * Async chart queries under load (GLOBAL_ASYNC_QUERIES on), over HTTP against one server process
 * with the example data: `--jobs` distinct flights queries (each misses the cache) posted by
 * `--clients` concurrent clients, each waiting for its event by polling `/api/v1/async_event/`
 * every 100 ms and then reading `result_url`. Prints jobs per second and the latency from POST to
 * result (p50/p95/p99), then cached answers per second (200 at once) with autocannon.
 * With `--redis` the queue, events and cache live on REDIS_URL (default redis://127.0.0.1:6379)
 * and the server runs the queue's workers itself (ASYNC_WORKERS_IN_SERVER).
 *
 *   npx tsx bench/async-load.ts [--jobs 60] [--clients 6] [--seconds 5] [--redis]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { bootstrap } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { createContainer } from '../apps/server/src/container';
import { numberArgument } from './support/cliArgument';
import { autocannon } from './support/autocannon';

const JOBS = numberArgument('jobs', 60);
const CLIENTS = numberArgument('clients', 6);
const SECONDS = numberArgument('seconds', 5);
const REDIS_URL = process.argv.includes('--redis')
  ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  : undefined;
const POLL_MS = 100;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function originCounts(datasetId: number, variant: number): string {
  return JSON.stringify({
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: ['origin'],
        metrics: ['count'],
        filters: [{ col: 'distance', op: '>', val: variant }],
        row_limit: 1000,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-bench-async-'));
  const prefix = `panorama-bench-${crypto.randomBytes(3).toString('hex')}:`;
  process.env.REDIS_KEY_PREFIX = prefix;
  process.env.ASYNC_WORKERS_IN_SERVER = 'true';
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'silent',
    FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }),
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  const container = createContainer(config);
  const app = await buildApp(container, { logger: false, serveWeb: false });
  await bootstrap(container, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-password-1', provider: 'db' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const dataset = await container.store.db
      .selectFrom('datasets')
      .select('id')
      .where('table_name', '=', 'flights')
      .executeTakeFirstOrThrow();

    let lastId = '';
    const events = new Map<string, string>();
    let polling = true;
    // One poller, as a browser has one per page: it collects every job's event.
    const poller = (async () => {
      while (polling) {
        const res = await fetch(
          `${base}/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`,
          {
            headers,
          },
        );
        const { result } = (await res.json()) as {
          result: { id: string; job_id: string; status: string }[];
        };
        for (const event of result) {
          events.set(event.job_id, event.status);
          lastId = event.id;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const client = async () => {
      while (next < JOBS) {
        const variant = next++;
        const started = performance.now();
        const res = await fetch(`${base}/api/v1/chart/data`, {
          method: 'POST',
          headers,
          body: originCounts(dataset.id, variant),
        });
        let resultUrl: string | null = null;
        if (res.status === 202) {
          const job = (await res.json()) as { job_id: string; result_url: string };
          while (!events.has(job.job_id)) await new Promise((r) => setTimeout(r, 5));
          if (events.get(job.job_id) === 'done') resultUrl = job.result_url;
        } else if (res.status === 200) {
          await res.arrayBuffer();
        }
        if (resultUrl) {
          const result = await fetch(`${base}${resultUrl}`, { headers });
          if (result.status !== 200) errors += 1;
          await result.arrayBuffer();
        } else if (res.status !== 200) {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    };
    const startedAll = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - startedAll) / 1000;
    polling = false;
    await poller;
    latencies.sort((a, b) => a - b);
    const where = REDIS_URL ? 'Redis (BullMQ, streams)' : 'in-process';
    console.log(`async chart queries, ${where}: ${JOBS} jobs, ${CLIENTS} clients`);
    console.log(`  jobs/s ${(JOBS / seconds).toFixed(1)}   errors ${errors}`);
    console.log(
      `  POST -> result latency ms: p50 ${percentile(latencies, 50).toFixed(0)}  ` +
        `p95 ${percentile(latencies, 95).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}`,
    );

    const cached = await autocannon({
      url: `${base}/api/v1/chart/data`,
      method: 'POST',
      headers,
      body: originCounts(dataset.id, 0),
      connections: 10,
      duration: SECONDS,
    });
    console.log(
      `cached answers (200): ${cached.requests.average.toFixed(0)} req/s  ` +
        `p50 ${cached.latency.p50} ms  p99 ${cached.latency.p99} ms  ` +
        `non-2xx ${cached.non2xx}  errors ${cached.errors}`,
    );
  } finally {
    await app.close();
    await container.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (REDIS_URL) {
      const { Redis } = await import('ioredis');
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  }
}

await main();
