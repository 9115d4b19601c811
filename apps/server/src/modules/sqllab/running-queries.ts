/**
 * The SQL Lab runs in progress in this process, by client id, so `POST /api/v1/query/stop` can
 * cancel the engine-side work at once. A stop may arrive at another server process: the stop
 * writes status 'stopped' to the query row first, and every run here re-reads its row's status
 * while it runs, so it notices within a poll interval wherever the stop landed.
 */
import type { QueryCanceller } from '../queries/queries.service';

const DEFAULT_POLL_MS = 1000;

export interface RunHandle {
  signal: AbortSignal;
  /** Ends the run's registration and its status polling. */
  done(): void;
}

export class RunningQueries implements QueryCanceller {
  private readonly runs = new Map<string, AbortController>();
  private readonly pollMs: number;

  constructor(options: { pollMs?: number } = {}) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  /**
   * Registers a run; `isStopped` is polled while it runs (a stop made by another process).
   * A client id already running here is cancelled first: the new run replaces it.
   */
  start(clientId: string, isStopped: () => Promise<boolean>): RunHandle {
    this.cancel(clientId);
    const controller = new AbortController();
    this.runs.set(clientId, controller);
    let polling = false;
    const timer = setInterval(() => {
      if (polling) return;
      polling = true;
      isStopped()
        .then((stopped) => {
          if (stopped) controller.abort(new Error('stopped'));
        })
        .catch(() => undefined) // a failed poll is retried on the next tick
        .finally(() => {
          polling = false;
        });
    }, this.pollMs);
    timer.unref();
    return {
      signal: controller.signal,
      done: () => {
        clearInterval(timer);
        if (this.runs.get(clientId) === controller) this.runs.delete(clientId);
      },
    };
  }

  cancel(clientId: string): void {
    this.runs.get(clientId)?.abort(new Error('stopped'));
  }

  /** Server shutdown: every run here is cancelled. */
  cancelAll(): void {
    for (const controller of this.runs.values()) controller.abort(new Error('shutdown'));
  }

  get size(): number {
    return this.runs.size;
  }
}
