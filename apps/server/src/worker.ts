/**
 * The background worker process (`npm run worker`): runs queued async chart queries from Redis
 * (and any other worker registered in WORKER_STARTERS) until SIGINT/SIGTERM. Start as many as the
 * load needs, on any machine that reaches the same DATABASE_URL and REDIS_URL as the servers,
 * with the same SECRET_KEY (encrypted database passwords) and DATA_DIR contents (example data).
 * It neither migrates nor serves HTTP: servers own the schema.
 */
import type { Container } from './container';
import { ConfigError, loadConfig } from './config';
import { createContainer } from './container';
import { startReportWorkers } from './jobs/reports/report-jobs';

/** Starts one kind of background work on the container; answers how to stop it. */
export type WorkerStarter = (container: Container) => Promise<() => Promise<void>>;

/** Async chart queries from BullMQ's 'chart-queries' queue (needs REDIS_URL). */
export const startAsyncQueryWorkers: WorkerStarter = (container) => {
  const queries = container.chartData.asyncQueries;
  if (!queries) throw new Error('Async chart queries are not wired into the container');
  if (!queries.enabled)
    console.warn('Panorama worker: GLOBAL_ASYNC_QUERIES is off, so no chart query is ever queued');
  return Promise.resolve(queries.startWorkers());
};

/**
 * Every worker this process runs, in start order. Report schedules and their delivery add their
 * starter here (`startReportWorker`).
 */
export const WORKER_STARTERS: readonly WorkerStarter[] = [
  startAsyncQueryWorkers,
  startReportWorkers,
];

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Panorama worker cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (!config.redisUrl) {
    console.error(
      'Panorama worker cannot start: REDIS_URL is not set (without Redis the server runs jobs itself)',
    );
    process.exit(1);
  }
  const container = createContainer(config);
  const stops: (() => Promise<void>)[] = [];
  for (const start of WORKER_STARTERS) stops.push(await start(container));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Panorama worker: ${signal}, finishing running jobs`);
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    for (const stop of stops.reverse()) await stop();
    await container.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  console.log(`Panorama worker started (pid ${process.pid})`);
}

main().catch((err: unknown) => {
  console.error('Panorama worker failed to start:', err);
  process.exit(1);
});
