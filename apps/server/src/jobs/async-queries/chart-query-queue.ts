/**
 * Where async chart queries wait to run: in this process (no Redis), or BullMQ's 'chart-queries'
 * queue on Redis, run by worker processes. Adding a job whose id is already queued or running
 * does nothing, so identical requests racing to queue one job still run it once.
 */
import type { ChartQueryJob } from './chart-query-job';

export const CHART_QUERY_QUEUE = 'chart-queries';

export interface ChartQueryQueue {
  readonly kind: 'memory' | 'bullmq';
  /** Queues the job; throws AsyncQueriesUnavailableError when the queue cannot be reached. */
  add(job: ChartQueryJob): Promise<void>;
  close(): Promise<void>;
}
