/**
 * Report runs on Redis with BullMQ (when REDIS_URL is set): schedulers add one job per
 * occurrence to the 'reports' queue with the id `report:{id}:{scheduledEpoch}`, so the same
 * occurrence added by several processes is one job; any number of workers take jobs and run them
 * (the execution-log claim is a second guard). Without Redis, runs happen in the ticking process.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { bullPrefix } from '../async-queries/bullmq-chart-query-queue';
import type { ReportDispatcher } from './report-scheduler';

export const REPORTS_QUEUE = 'reports';
/** Finished jobs are kept a day so a late tick of the same occurrence is still a duplicate. */
const KEEP_DONE_SECONDS = 86_400;
const KEEP_FAILED_SECONDS = 7 * 86_400;

export interface ReportJobData {
  reportId: number;
  /** ISO time of the occurrence. */
  scheduledAt: string;
}

export function reportJobId(reportId: number, scheduledAt: Date): string {
  return `report:${reportId}:${Math.floor(scheduledAt.getTime() / 1000)}`;
}

function connect(redisUrl: string): Redis {
  // BullMQ needs maxRetriesPerRequest null on connections that block (workers).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);
  return redis;
}

/** In-process: the ticking process runs the occurrence itself. */
export class InProcessDispatcher implements ReportDispatcher {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly run: (reportId: number, scheduledAt: Date) => Promise<unknown>) {}

  dispatch(reportId: number, scheduledAt: Date): Promise<void> {
    const run = this.run(reportId, scheduledAt).finally(() => this.running.delete(run));
    this.running.add(run);
    return Promise.resolve();
  }

  /** Waits for runs in flight (they end in a log state; nothing is dropped half-way). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}

export class BullMqDispatcher implements ReportDispatcher {
  private readonly connection: Redis;
  private readonly queue: Queue<ReportJobData>;

  /** `keyPrefix`: REDIS_KEY_PREFIX, shared with the workers reading the queue. */
  constructor(redisUrl: string, keyPrefix: string) {
    this.connection = connect(redisUrl);
    this.queue = new Queue<ReportJobData>(REPORTS_QUEUE, {
      connection: this.connection,
      prefix: bullPrefix(keyPrefix),
    });
    this.queue.on('error', () => undefined); // a failed add() is reported by the scheduler
  }

  async dispatch(reportId: number, scheduledAt: Date): Promise<void> {
    await this.queue.add(
      'run',
      { reportId, scheduledAt: scheduledAt.toISOString() },
      {
        jobId: reportJobId(reportId, scheduledAt),
        removeOnComplete: { age: KEEP_DONE_SECONDS },
        removeOnFail: { age: KEEP_FAILED_SECONDS },
      },
    );
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}

export interface ReportWorkerHandle {
  close(): Promise<void>;
}

/** A BullMQ worker running queued occurrences with `run`. */
export function startBullMqReportWorker(
  redisUrl: string,
  keyPrefix: string,
  run: (reportId: number, scheduledAt: Date) => Promise<unknown>,
  concurrency = 2,
): ReportWorkerHandle {
  const connection = connect(redisUrl);
  const worker = new Worker<ReportJobData>(
    REPORTS_QUEUE,
    async (job) => {
      await run(job.data.reportId, new Date(job.data.scheduledAt));
    },
    { connection, concurrency, prefix: bullPrefix(keyPrefix) },
  );
  worker.on('error', () => undefined);
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
