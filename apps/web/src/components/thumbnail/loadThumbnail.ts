/**
 * Fetching a chart or dashboard thumbnail the way the server hands it out: 200 with the PNG
 * when it is ready, 202 while it is still being rendered (ask again later), anything else when
 * there is none to show (the feature is off, the object is gone, rendering failed). Asking again
 * backs off and stops after a bounded number of tries, so a card never polls forever.
 */

/**
 * Tries in all, the first included: with the delays below about a minute and a half of waiting,
 * time for the server to work through a page of 25 cards two at a time.
 */
export const THUMBNAIL_MAX_ATTEMPTS = 12;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;

/** How long to wait after the `attempt`-th answer of 202 (1-based): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function thumbnailRetryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

export interface ThumbnailLoaderDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Resolves after `ms`, or rejects at once when `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = window.setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      window.clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

const browserDeps: ThumbnailLoaderDeps = {
  fetch: (url, init) => window.fetch(url, init),
  wait: abortableWait,
};

/**
 * The thumbnail image at `url`, or null when there is none to show (after the last try, on an
 * error answer or a body that is not an image). Rejects only when `signal` aborts.
 */
export async function loadThumbnail(
  url: string,
  signal: AbortSignal,
  deps: ThumbnailLoaderDeps = browserDeps,
): Promise<Blob | null> {
  for (let attempt = 1; attempt <= THUMBNAIL_MAX_ATTEMPTS; attempt += 1) {
    let res: Response;
    try {
      res = await deps.fetch(url, { credentials: 'same-origin', signal });
    } catch (err) {
      if (signal.aborted) throw err;
      return null;
    }
    if (res.status === 202) {
      // The body is `{"message": "OK Async"}`; nothing in it is needed.
      await res.body?.cancel();
      if (attempt < THUMBNAIL_MAX_ATTEMPTS) await deps.wait(thumbnailRetryDelay(attempt), signal);
      continue;
    }
    if (!res.ok) return null;
    const blob = await res.blob();
    return blob.type.startsWith('image/') ? blob : null;
  }
  return null;
}
