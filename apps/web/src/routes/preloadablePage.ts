/**
 * A lazily loaded page that renders at once when its chunk arrived before its first render.
 * React.lazy suspends on a component's first render even when its module is already in (the
 * Suspense fallback is committed, then the page renders in a second pass); a page whose chunk
 * the boot prefetch requested (routes/routePrefetch.ts) skips that detour.
 */
import { createElement, lazy, type ComponentType } from 'react';

export interface PreloadablePage<Props extends object> {
  Page: ComponentType<Props>;
  /** Requests the chunk; the page renders without suspending once it has arrived. */
  preload: () => Promise<unknown>;
}

export function preloadablePage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadablePage<Props> {
  let loaded: ComponentType<Props> | null = null;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadAndKeep().then((component) => ({ default: component })));
  function Page(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Page, preload: loadAndKeep };
}
