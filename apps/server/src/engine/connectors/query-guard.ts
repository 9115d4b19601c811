/**
 * The timeout and abort handling every connector's `run` shares. The caller's promise settles as
 * soon as the deadline passes or the signal aborts, whatever the driver is doing; the connector
 * registers how to stop the engine-side work (interrupt, cancel request, kill) and that is called
 * once. The work itself keeps running until the engine gives up, so connectors release their
 * connection in their own `finally` and never leak it.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { RunOptions } from './connector';
import { AbortError, QueryTimeoutError, toQueryError } from './query-errors';

export interface QueryContext {
  /** How to stop the engine-side query; called at most once, at once if already stopped. Pass null when done. */
  onCancel(cancel: (() => unknown) | null): void;
  /** Milliseconds left before the deadline, for server-side timeouts. */
  remainingMs(): number;
  /** True once the caller has been answered with a timeout or abort. */
  readonly stopped: boolean;
}

/** setTimeout's limit; a longer delay would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function assertRunOptions(options: RunOptions): void {
  if (
    !Number.isFinite(options.timeoutMs) ||
    options.timeoutMs <= 0 ||
    options.timeoutMs > MAX_TIMEOUT_MS
  ) {
    throw new ValidationError(`timeoutMs must be a positive number of at most ${MAX_TIMEOUT_MS}`);
  }
  if (
    options.maxRows !== undefined &&
    !(Number.isInteger(options.maxRows) && options.maxRows >= 0)
  ) {
    throw new ValidationError('maxRows must be a non-negative integer');
  }
}

/** Runs `work` under the options' deadline and signal; engine errors become QueryErrors. */
export function guardQuery<T>(
  options: RunOptions,
  work: (ctx: QueryContext) => Promise<T>,
): Promise<T> {
  try {
    assertRunOptions(options);
  } catch (err) {
    return Promise.reject(err as Error);
  }
  const { signal, timeoutMs } = options;
  if (signal?.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));

  return new Promise<T>((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    let settled = false;
    let stopped = false;
    let cancel: (() => unknown) | null = null;

    const runCancel = () => {
      const fn = cancel;
      cancel = null;
      if (!fn) return;
      try {
        // Best effort: the caller already has its answer, a failed cancel must not crash anything.
        Promise.resolve(fn()).catch(() => undefined);
      } catch {
        /* ignored for the same reason */
      }
    };
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const stop = (err: Error) => {
      if (settled) return;
      stopped = true;
      finish();
      reject(err);
      runCancel();
    };
    const onAbort = () => stop(new AbortError(undefined, { cause: signal?.reason }));
    const timer = setTimeout(() => stop(new QueryTimeoutError(timeoutMs)), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });

    const ctx: QueryContext = {
      onCancel(fn) {
        cancel = fn;
        if (stopped) runCancel();
      },
      remainingMs: () => Math.max(0, deadline - Date.now()),
      get stopped() {
        return stopped;
      },
    };

    let running: Promise<T>;
    try {
      running = work(ctx);
    } catch (err) {
      running = Promise.reject(err);
    }
    running.then(
      (value) => {
        if (settled) return;
        finish();
        resolve(value);
      },
      (err: unknown) => {
        if (settled) return;
        finish();
        reject(toQueryError(err));
      },
    );
  });
}
