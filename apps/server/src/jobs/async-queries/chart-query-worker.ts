/**
 * BullMQ workers of the 'chart-queries' queue, run by `npm run worker` (and by server processes
 * when ASYNC_WORKERS_IN_SERVER=true). A worker killed mid-query leaves its job locked until the
 * lock lapses; the stalled-job check of any live worker then puts it back in the queue and it
 * runs again. Running twice is harmless: results are cached by key and the coordinator publishes
 * a job's events once (the second run finds it finished and stops).
 */
import { Worker, type Job } from 'bullmq';
import type { AsyncCoordinator } from './async-coordinator';
import type { AsyncQuerySettings } from './async-query-settings';
import { bullPrefix } from './bullmq-chart-query-queue';
import { CHART_QUERY_QUEUE } from './chart-query-queue';
import { runChartQueryJob, type ChartQueryJob, type ChartQueryJobDeps } from './chart-query-job';

export interface ChartQueryWorkerHandle {
  close(): Promise<void>;
}

/** How many stalls a job survives before it is reported as failed. */
const MAX_STALLS = 2;

export function startChartQueryWorker(
  redisUrl: string,
  settings: AsyncQuerySettings,
  deps: ChartQueryJobDeps & { coordinator: AsyncCoordinator },
): ChartQueryWorkerHandle {
  const worker = new Worker<ChartQueryJob>(
    CHART_QUERY_QUEUE,
    async (job: Job<ChartQueryJob>) => runChartQueryJob(job.data, deps),
    {
      connection: {
        url: redisUrl,
        maxRetriesPerRequest: null,
        retryStrategy: (times: number) => Math.min(times * 200, 2000),
      },
      prefix: bullPrefix(settings.keyPrefix),
      concurrency: settings.concurrency,
      // The lock is renewed every half lock; a dead worker's job is free again after one lock.
      lockDuration: settings.stalledIntervalMs,
      stalledInterval: settings.stalledIntervalMs,
      maxStalledCount: MAX_STALLS,
    },
  );
  let reportedOutage = false;
  worker.on('error', (err) => {
    if (reportedOutage) return;
    reportedOutage = true;
    deps.logger.warn({ err: err.message }, 'Chart query worker: Redis is unreachable');
  });
  worker.on('ready', () => (reportedOutage = false));
  worker.on('failed', (job, err) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final = job.attemptsMade >= attempts || /stalled/i.test(err.message);
    if (!final) return;
    deps.logger.warn({ jobId: job.data.jobId, err: err.message }, 'Chart query job failed');
    deps.coordinator
      .finish(job.data.jobId, job.data.contextKey, {
        status: 'error',
        result_url: null,
        errors: [{ message: 'The chart query could not be run; please try again' }],
      })
      .catch(() => undefined);
  });
  return {
    close: () => worker.close(),
  };
}
