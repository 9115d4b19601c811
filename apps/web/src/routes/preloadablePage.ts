/**
 * A lazily loaded page that does not go through Suspense. React.lazy suspends on a component's
 * first render even when its module is already in, and once a Suspense fallback is on screen
 * React holds back revealing the content for up to 300 ms after it appeared (its
 * FALLBACK_THROTTLE_MS, meant to keep nested boundaries from popping in one by one). A page
 * whose chunk lands just after the first render would sit behind its spinner that long, with its
 * own reads and queries not yet started, since they start from the page's effects.
 *
 * Here the page renders the shell's loading spinner itself until its chunk arrives, and the
 * arrival is an ordinary store update: the page renders and starts its work at once. A chunk the
 * boot prefetch already brought in (routes/routePrefetch.ts) renders on the first pass. A failed
 * download is thrown to the nearest error boundary, and the next mount of the page tries again.
 */
import {
  createElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface PreloadablePage<Props extends object> {
  Page: ComponentType<Props>;
  /** Requests the chunk (once; again after a failure). */
  preload: () => Promise<unknown>;
}

export function preloadablePage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: () => ReactNode,
): PreloadablePage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const listeners = new Set<() => void>();

  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of [...listeners]) listener();
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getLoaded = () => loaded;

  function Page(props: Props) {
    const component = useSyncExternalStore(subscribe, getLoaded, getLoaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (loaded) return undefined;
      let mounted = true;
      preload().catch((error: unknown) => {
        if (mounted) setFailure({ error });
      });
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) {
      const { error } = failure;
      throw error instanceof Error ? error : new Error(String(error));
    }
    return component ? createElement(component, props) : fallback();
  }
  return { Page, preload };
}
