/**
 * Loads the dashboard's control-defaults code once, on first need or when a dashboard starts
 * loading its chart types, and keeps it: once loaded, a chart's query is built without waiting
 * a turn of the event loop. A failed download is tried again next time.
 */
import type { withControlDefaults } from './chartControlDefaults';

export type WithControlDefaults = typeof withControlDefaults;

let loaded: WithControlDefaults | null = null;
let pending: Promise<WithControlDefaults> | null = null;

export function loadControlDefaults(): Promise<WithControlDefaults> {
  pending ??= import('./chartControlDefaults')
    .then((module) => (loaded = module.withControlDefaults))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function getLoadedControlDefaults(): WithControlDefaults | null {
  return loaded;
}
