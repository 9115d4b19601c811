/**
 * The producer side of BullMQ's 'chart-queries' queue (REDIS_URL). The BullMQ job id is the async
 * job id, so two processes adding the same job (identical requests) queue it once. Adds fail after
 * one reconnection attempt while Redis is down instead of waiting behind a dead connection.
 */
import { Queue } from 'bullmq';
import { AsyncQueriesUnavailableError } from './async-queries-unavailable';
import { CHART_QUERY_QUEUE, type ChartQueryQueue } from './chart-query-queue';
import type { ChartQueryJob } from './chart-query-job';

/** Attempts for infrastructure failures (a query's own failure is an 'error' event, not a retry). */
export const CHART_QUERY_ATTEMPTS = 3;

export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}bull`;
}

export class BullChartQueryQueue implements ChartQueryQueue {
  readonly kind = 'bullmq' as const;
  private queue: Queue<ChartQueryJob> | null = null;

  constructor(
    private readonly url: string,
    private readonly keyPrefix: string,
  ) {}

  /** Opened on first use, so a server that never queues never connects. */
  private open(): Queue<ChartQueryJob> {
    this.queue ??= new Queue<ChartQueryJob>(CHART_QUERY_QUEUE, {
      connection: {
        url: this.url,
        // Commands wait while the first connection opens (an offline queue is needed for that),
        // and fail after one reconnection attempt once Redis is down.
        maxRetriesPerRequest: 1,
        connectTimeout: 3000,
        retryStrategy: (times: number) => Math.min(times * 200, 2000),
      },
      prefix: bullPrefix(this.keyPrefix),
      skipWaitingForReady: true,
    });
    this.queue.on('error', () => undefined); // reported to callers as 503 by add()
    return this.queue;
  }

  async add(job: ChartQueryJob): Promise<void> {
    try {
      await this.open().add('chart-query', job, {
        jobId: job.jobId,
        attempts: CHART_QUERY_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        // Kept a while so the 'failed' handler can still read it after the last attempt.
        removeOnFail: { age: 3600 },
      });
    } catch {
      throw new AsyncQueriesUnavailableError('Redis is not reachable');
    }
  }

  async close(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
  }
}
