/**
 * Identical chart queries in flight share one execution. A dashboard fires all its chart queries
 * at once, and several viewers (or several charts of one dashboard) often ask for exactly the
 * same result; until the first finishes, the cache cannot help them, so each would run the same
 * SQL again. Here the second caller with the same key waits for the first one's execution.
 *
 * - Every waiter gets the same result, and a failure reaches every waiter.
 * - A waiter whose signal fires leaves at once with an AbortError; the execution is cancelled
 *   only when the last waiter has left, and a later caller then starts a fresh one.
 * - Nothing is remembered after an execution settles: that is the result cache's job.
 */
import { AbortError } from '../connectors/query-errors';

interface Execution<T> {
  readonly promise: Promise<T>;
  readonly controller: AbortController;
  waiters: number;
}

export class SharedExecutions<T> {
  private readonly running = new Map<string, Execution<T>>();

  /** Executions in flight now (for tests and diagnostics). */
  get size(): number {
    return this.running.size;
  }

  /** Callers waiting on all executions in flight now (for tests and diagnostics). */
  get waiting(): number {
    let total = 0;
    for (const execution of this.running.values()) total += execution.waiters;
    return total;
  }

  /**
   * The result of `execute` for `key`: joins an execution already in flight under that key, or
   * starts one. `execute` gets a signal that fires only when every waiter has left.
   */
  run(key: string, execute: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new AbortError());
    const execution = this.running.get(key) ?? this.start(key, execute);
    execution.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      let left = false;
      const leave = () => {
        left = true;
        execution.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (left) return;
        leave();
        reject(new AbortError());
        if (execution.waiters === 0) this.cancel(key, execution);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      execution.promise.then(
        (value) => {
          if (left) return;
          leave();
          resolve(value);
        },
        (err: unknown) => {
          if (left) return;
          leave();
          reject(err as Error);
        },
      );
    });
  }

  private start(key: string, execute: (signal: AbortSignal) => Promise<T>): Execution<T> {
    const controller = new AbortController();
    // Started on a later tick so `execute` never runs inside the caller's stack.
    const promise = Promise.resolve().then(() => execute(controller.signal));
    const execution: Execution<T> = { promise, controller, waiters: 0 };
    this.running.set(key, execution);
    const forget = () => {
      if (this.running.get(key) === execution) this.running.delete(key);
    };
    promise.then(forget, forget);
    return execution;
  }

  /** The last waiter left: stop the work, and let the next caller start afresh. */
  private cancel(key: string, execution: Execution<T>): void {
    if (this.running.get(key) === execution) this.running.delete(key);
    execution.controller.abort(new AbortError());
  }
}
