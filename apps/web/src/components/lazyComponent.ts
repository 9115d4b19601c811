/**
 * A component whose module is downloaded the first time it renders: React.lazy for a named
 * export, e.g. `lazyComponent(() => import('./SaveAsModal').then((m) => m.SaveAsModal))`.
 * Keeps dialogs, menus' dialogs and edit-only controls out of the chunk of the page that shows
 * them. Render it inside <Suspense>, and only once it is needed (a modal when it opens).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((component) => ({ default: component })));
}
