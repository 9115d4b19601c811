/**
 * Debounces a callback (text and bounds controls wait 300 ms after the last keystroke, as Superset)
 * and flushes the pending call on unmount so a value typed just before closing is not lost.
 */
import { useCallback, useEffect, useRef } from 'react';

/** The debounce of text-like controls. */
export const CONTROL_DEBOUNCE_MS = 300;

export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number = CONTROL_DEBOUNCE_MS,
): { run: (...args: A) => void; flush: () => void } {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const args = pending.current;
    pending.current = null;
    if (args) latest.current(...args);
  }, []);

  const run = useCallback(
    (...args: A) => {
      pending.current = args;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => flush, [flush]);

  return { run, flush };
}
