/**
 * At most `limit` tasks at a time, the rest waiting in arrival order, and at most `maxQueued`
 * waiting. Screenshots use it because a browser renders only a couple of pages well at once
 * (a burst of requests should be told to come back rather than queue for minutes); a batched
 * chart-data request, so its queries take turns instead of all starting together.
 */
import { AbortError } from './connectors/query-errors';

export class GateFullError extends Error {
  override name = 'GateFullError';
}

interface Waiter {
  admit(): void;
}

export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueued = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `work` once a slot is free. Rejects with GateFullError when the queue is full, and with
   * an AbortError when `signal` fires while still waiting (the task then never runs).
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new AbortError());
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueued) return Promise.reject(new GateFullError());
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new AbortError());
      };
      const waiter: Waiter = {
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot straight to the next waiter, so a newcomer cannot overtake the queue. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.active -= 1;
  }
}
