/**
 * Parts of the open dashboard whose code is still downloading (the markdown renderer is loaded
 * on first use). Until each has drawn, the dashboard is not ready: the server's headless
 * screenshots wait for readiness and would otherwise capture an empty card.
 */
import { useLayoutEffect, useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  pending += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingPartCount(): number {
  return pending;
}

/**
 * Counts the calling component as a pending part while it is mounted: call it in the fallback a
 * Suspense boundary shows while a lazy part loads. A layout effect, so the count rises in the
 * same task as the fallback appears and no "ready" state can be seen in between.
 */
export function usePendingWhileMounted(): void {
  useLayoutEffect(() => {
    changed(1);
    return () => changed(-1);
  }, []);
}

/** Whether no part of the dashboard is still downloading its code. */
export function useNoPendingParts(): boolean {
  return useSyncExternalStore(subscribe, () => pending === 0);
}
