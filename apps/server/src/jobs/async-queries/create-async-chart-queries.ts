/**
 * Builds async chart queries from the configuration: without REDIS_URL, an in-process queue and
 * coordinator (queries run in this server process); with it, BullMQ's 'chart-queries' queue and
 * the Redis coordinator, queries run by `npm run worker` processes (or by servers too with
 * ASYNC_WORKERS_IN_SERVER=true). Nothing connects to Redis until first used.
 */
import type { AppConfig } from '../../config';
import type { ResultCache } from '../../engine/cache/result-cache';
import type { ChartDataPipeline } from '../../engine/chart-data/chart-data-pipeline';
import { AsyncChartQueries } from './async-chart-queries';
import type { AsyncCoordinator } from './async-coordinator';
import { loadAsyncQuerySettings, type AsyncQuerySettings } from './async-query-settings';
import { AsyncTokens } from './async-token';
import { BullChartQueryQueue } from './bullmq-chart-query-queue';
import {
  runChartQueryJob,
  type ChartQueryJobDeps,
  type JobLogger,
  type PrincipalLoader,
} from './chart-query-job';
import { startChartQueryWorker } from './chart-query-worker';
import { MemoryAsyncCoordinator } from './memory-async-coordinator';
import { MemoryChartQueryQueue } from './memory-chart-query-queue';
import { RedisAsyncCoordinator } from './redis-async-coordinator';

export interface AsyncChartQuerySources {
  pipeline: ChartDataPipeline;
  principals: PrincipalLoader;
  cache: ResultCache;
  logger?: JobLogger | undefined;
}

const consoleLogger: JobLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

export function createAsyncChartQueries(
  config: Pick<
    AppConfig,
    'featureFlags' | 'secretKey' | 'sessionLifetimeHours' | 'redisUrl' | 'cacheDefaultTimeout'
  >,
  sources: AsyncChartQuerySources,
  settings: AsyncQuerySettings = loadAsyncQuerySettings(),
): AsyncChartQueries {
  const logger = sources.logger ?? consoleLogger;
  const enabled = config.featureFlags.GLOBAL_ASYNC_QUERIES;
  const tokens = new AsyncTokens(config.secretKey, Math.round(config.sessionLifetimeHours * 3600));
  const redisUrl = config.redisUrl;
  const coordinator: AsyncCoordinator = redisUrl
    ? new RedisAsyncCoordinator(redisUrl, settings, logger)
    : new MemoryAsyncCoordinator(settings.channelStreamLimit);
  const jobDeps: ChartQueryJobDeps = {
    pipeline: sources.pipeline,
    principals: sources.principals,
    cache: sources.cache,
    coordinator,
    cacheDefaultTimeout: config.cacheDefaultTimeout,
    logger,
  };
  const common = { enabled, tokens, coordinator, pipeline: sources.pipeline, cache: sources.cache };
  if (!redisUrl) {
    const queue = new MemoryChartQueryQueue(
      (job, signal) => runChartQueryJob(job, jobDeps, signal),
      settings.concurrency,
      (err, job) => logger.error({ err, jobId: job.jobId }, 'Async chart query job failed'),
    );
    return new AsyncChartQueries({ ...common, queue });
  }
  return new AsyncChartQueries({
    ...common,
    queue: new BullChartQueryQueue(redisUrl, settings.keyPrefix),
    startWorker: () => startChartQueryWorker(redisUrl, settings, jobDeps).close,
    workersInProcess: settings.workersInServer,
  });
}
