/**
 * Code kept out of a page's first download but started as soon as the page knows it will need
 * it (e.g. when a dashboard's layout arrives and has tabs). Unlike React.lazy, a component that
 * renders after `load()` has settled gets the value synchronously, on its first render: no
 * Suspense fallback flashes for the common case where the download was started early enough.
 * A component that renders before then gets `null` once and re-renders when the code is in.
 */
import { useEffect, useState } from 'react';

export interface PreloadableModule<Value> {
  /** Starts the download (once) and resolves with the value; a failed download may be retried. */
  load(): Promise<Value>;
  /** The value if it has arrived, else null. */
  current(): Value | null;
  /**
   * The value, or null while it downloads (the download starts here if nothing started it).
   * A failed download is thrown during render, for the nearest error boundary.
   */
  useValue(): Value | null;
}

export function preloadableModule<Value>(importer: () => Promise<Value>): PreloadableModule<Value> {
  let value: { current: Value } | null = null;
  let pending: Promise<Value> | null = null;

  function load(): Promise<Value> {
    if (value) return Promise.resolve(value.current);
    pending ??= importer().then(
      (loaded) => {
        value = { current: loaded };
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function current(): Value | null {
    return value ? value.current : null;
  }

  function useValue(): Value | null {
    const [, setArrived] = useState(0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const ready = value !== null;
    useEffect(() => {
      if (ready) return;
      let live = true;
      load().then(
        () => {
          if (live) setArrived((count) => count + 1);
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [ready]);
    if (failure) throw failure.error;
    return current();
  }

  return { load, current, useValue };
}
