/**
 * The queue without Redis: jobs run in this process, at most `concurrency` at a time, first come
 * first served. Closing aborts the running ones (their clients are going away with the server)
 * and drops the waiting ones.
 */
import type { ChartQueryQueue } from './chart-query-queue';
import type { ChartQueryJob } from './chart-query-job';

export type JobRunner = (job: ChartQueryJob, signal: AbortSignal) => Promise<unknown>;

export class MemoryChartQueryQueue implements ChartQueryQueue {
  readonly kind = 'memory' as const;
  private readonly waiting: ChartQueryJob[] = [];
  /** Ids queued or running, so a duplicate add is a no-op. */
  private readonly known = new Set<string>();
  private readonly controller = new AbortController();
  private running = 0;
  private readonly settled = new Set<Promise<void>>();

  constructor(
    private readonly run: JobRunner,
    private readonly concurrency: number,
    private readonly onError: (err: unknown, job: ChartQueryJob) => void,
  ) {}

  add(job: ChartQueryJob): Promise<void> {
    if (this.controller.signal.aborted || this.known.has(job.jobId)) return Promise.resolve();
    this.known.add(job.jobId);
    this.waiting.push(job);
    this.pump();
    return Promise.resolve();
  }

  /** Jobs queued or running now (for tests and diagnostics). */
  get size(): number {
    return this.known.size;
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as ChartQueryJob;
      this.running += 1;
      const done: Promise<void> = Promise.resolve()
        .then(() => this.run(job, this.controller.signal))
        .then(
          () => undefined,
          (err: unknown) => {
            if (!this.controller.signal.aborted) this.onError(err, job);
          },
        )
        .finally(() => {
          this.running -= 1;
          this.known.delete(job.jobId);
          this.settled.delete(done);
          this.pump();
        });
      this.settled.add(done);
    }
  }

  async close(): Promise<void> {
    this.waiting.length = 0;
    this.controller.abort();
    await Promise.all([...this.settled]);
  }
}
