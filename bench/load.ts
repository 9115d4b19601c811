/**
 * Dashboard viewing under load, on one server process and scaled out: a dashboard of
 * 12 charts on the example flights table (3,000,000 rows), viewed over and over by `--connections`
 * autocannon connections for `--seconds` each. One view is the dashboard's
 * `GET /api/v1/dashboard/{id}` and the 12 charts' `POST /api/v1/chart/data`, sent with a browser
 * session's cookie and CSRF token. Prints requests per second, p50/p95/p99 latency, errors and
 * the chart queries actually run per second, then the scaling ratios.
 *
 * Setups, all with PostgreSQL metadata (database `panorama_bench_load`, created and dropped here),
 * one DATA_DIR, one SECRET_KEY and GLOBAL_ASYNC_QUERIES on, as docs/deployment.md describes:
 *   1. 1 process: the embedded cache and queue, so that process also runs every query;
 *   2. 1 process + 1 worker on Redis: cache, queue and events on Redis, queries in the worker;
 *   3. 2 processes + 1 worker on Redis: setup 2 plus a second server, the connections split
 *      between both ports (one autocannon instance per port, figures summed). Both use the
 *      session opened on the first server: nothing ties a viewer to one process.
 * The scaling ratio asked for is 3 over 1; 3 over 2 isolates the second process.
 *
 * "Half cached": six charts' results are put in the cache before each run and answered 200 from
 * it. The other six send `force=true`, which bypasses the cache like the dashboard's "Force
 * refresh", so every request of theirs becomes a job (202) and queries DuckDB again. A filter
 * varied per request would miss the cache too, but every request would then be a distinct job:
 * queued jobs would pile up far beyond what the workers run in the window and keep the CPU busy
 * into the next setup's run, and each would leave a one-off cache entry. Forced requests for the
 * same chart join the job already queued or running (identical queries in flight run once), so
 * at most six jobs wait at any time and the workers re-run the six queries back to back for the
 * whole window: "queries/s" counts those runs from the user's async events.
 *
 *   npx tsx bench/load.ts [--seconds 10] [--connections 10]
 *
 * Needs PostgreSQL (BENCH_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres)
 * and Redis (REDIS_URL, default redis://127.0.0.1:6379) on this machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { apiSession } from '../apps/web/e2e/support/apiSession';
import { buildServer } from '../scripts/server-build.mjs';
import { startServer, type RunningServer } from '../apps/web/e2e/support/startServer';
import { browserSessionHeaders } from './support/browserSessionHeaders';
import { createLoadDashboard, warmCachedCharts, type LoadDashboard } from './support/loadDashboard';
import { runMixedLoad, type LoadFigures } from './support/mixedLoad';
import { freshPostgresDatabase } from './support/postgresDatabase';
import { queriesRunDuring, type QueriesRun } from './support/queriesRunDuring';
import { startWorker, type RunningWorker } from './support/startWorker';
import { numberArgument } from './support/cliArgument';

const SECONDS = numberArgument('seconds', 10);
const CONNECTIONS = numberArgument('connections', 10);
const DATABASE_NAME = 'panorama_bench_load';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Building the example data (3,000,000 flights) on a busy machine takes minutes. */
const FIRST_START_TIMEOUT_MS = 900_000;
/** Lets the last run's forced jobs finish before the next run starts. */
const SETTLE_MS = 3_000;

interface SetupFigures extends LoadFigures {
  setup: string;
  queries: QueriesRun;
}

async function measure(
  setup: string,
  baseUrls: string[],
  headers: Record<string, string>,
  dashboard: LoadDashboard,
): Promise<SetupFigures> {
  const [first = ''] = baseUrls;
  await warmCachedCharts(first, headers, dashboard);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  console.log(`${setup}: ${CONNECTIONS} connections for ${SECONDS} s...`);
  const figures = await runMixedLoad({
    baseUrls,
    headers,
    dashboard,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const queries = await queriesRunDuring(first, headers, figures.startedAt, figures.endedAt);
  return { setup, ...figures, queries };
}

function tableRow(f: SetupFigures) {
  const seconds = (f.endedAt - f.startedAt) / 1000;
  return {
    setup: f.setup,
    'req/s': Math.round(f.requestsPerSecond),
    'p50 ms': Number(f.p50.toFixed(1)),
    'p95 ms': Number(f.p95.toFixed(1)),
    'p99 ms': Number(f.p99.toFixed(1)),
    errors: f.errors,
    'queries/s': Number((f.queries.done / seconds).toFixed(1)),
    'answers (p50)': Object.entries(f.statuses)
      .map(([status, { count, p50 }]) => `${count}×${status} (${p50.toFixed(0)} ms)`)
      .join(' '),
  };
}

async function main(): Promise<void> {
  // The machine is shared: the load before the run says how much of it the figures had.
  const loadBefore = os.loadavg()[0] ?? 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panorama-bench-load-'));
  const keyPrefix = `panorama-bench-load-${crypto.randomBytes(3).toString('hex')}:`;
  const adminPassword = `bench-${crypto.randomBytes(12).toString('base64url')}`;
  const database = await freshPostgresDatabase(DATABASE_NAME);
  // What every server and worker shares (docs/deployment.md, "Settings every process shares").
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: adminPassword,
    FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }),
    LOAD_EXAMPLES: 'false',
    LOG_LEVEL: 'warn',
    // Keeps every event of a run, so queriesRunDuring can count them.
    ASYNC_EVENT_STREAM_LIMIT: '100000',
    // The Redis result cache does not use REDIS_KEY_PREFIX, so the run's entries cannot be
    // deleted by prefix afterwards: they expire within the hour instead of the default day.
    CACHE_DEFAULT_TIMEOUT: '3600',
  };
  const onRedis = { ...shared, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix };
  const servers: RunningServer[] = [];
  let worker: RunningWorker | undefined;
  const rows: SetupFigures[] = [];
  try {
    console.log('Starting one server process (the first start builds the example data)...');
    // The server as the source is now: a bundle left by an earlier browser-test run may be stale.
    await buildServer();
    const single = await startServer({
      env: { ...shared, LOAD_EXAMPLES: 'true' },
      timeoutMs: FIRST_START_TIMEOUT_MS,
    });
    servers.push(single);
    const dashboard = await createLoadDashboard(
      await apiSession(single.baseUrl, 'admin', adminPassword),
    );
    let headers = await browserSessionHeaders(single.baseUrl, 'admin', adminPassword);
    rows.push(await measure('1 process', [single.baseUrl], headers, dashboard));
    await single.stop();
    servers.length = 0;

    console.log('Starting one server process and one worker on Redis...');
    const first = await startServer({ env: onRedis });
    servers.push(first);
    worker = await startWorker(onRedis);
    headers = await browserSessionHeaders(first.baseUrl, 'admin', adminPassword);
    rows.push(await measure('1 process + worker', [first.baseUrl], headers, dashboard));

    console.log('Starting a second server process...');
    const second = await startServer({ env: onRedis });
    servers.push(second);
    rows.push(
      await measure('2 processes + worker', [first.baseUrl, second.baseUrl], headers, dashboard),
    );
  } finally {
    for (const server of servers) await server.stop();
    await worker?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }

  console.log(
    `\ncpus: ${os.availableParallelism()}, load average before: ${loadBefore.toFixed(2)}; ` +
      `${CONNECTIONS} connections × ${SECONDS} s per setup; one view = dashboard GET + 12 chart-data POSTs (6 cached, 6 force=true)`,
  );
  console.table(rows.map(tableRow));
  const [single, oneWithWorker, scaled] = rows;
  if (single && oneWithWorker && scaled) {
    const ratio = (a: SetupFigures, b: SetupFigures) =>
      (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    console.log(
      `scaling ratio, req/s of 2 processes + worker / 1 process: ${ratio(scaled, single)}`,
    );
    console.log(
      `scaling ratio, req/s of 2 processes + worker / 1 process + worker: ${ratio(scaled, oneWithWorker)}`,
    );
  }
}

await main();
