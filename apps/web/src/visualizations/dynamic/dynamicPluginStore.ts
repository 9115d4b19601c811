/**
 * A small external store of dynamic plugins: whether the list is being fetched, the load state
 * of each key, and the plugins that loaded. React reads it with useSyncExternalStore
 * (useDynamicPluginsSnapshot); the loader writes to it. Each change produces a new immutable
 * snapshot, so an unchanged store hands React the same object and nothing re-renders.
 */
import type { ChartPlugin } from '../chartPluginTypes';
import type { DynamicPluginLoadState } from './dynamicPluginTypes';

export interface DynamicPluginsSnapshot {
  /** True while the list of plugins is being fetched. */
  listing: boolean;
  /** True while the list is fetched or any listed bundle is still mounting. */
  loading: boolean;
  states: Readonly<Record<string, DynamicPluginLoadState>>;
  /** Loaded plugins in the order the server listed them. */
  plugins: readonly ChartPlugin[];
}

export type DynamicPluginOutcome = { plugin: ChartPlugin } | { error: string };

export interface DynamicPluginStore {
  getSnapshot(): DynamicPluginsSnapshot;
  subscribe(listener: () => void): () => void;
  /** The list is being fetched. */
  listingStarted(): void;
  /** The list arrived (or could not be fetched: no keys); every listed key starts mounting. */
  begin(keys: readonly string[]): void;
  complete(key: string, outcome: DynamicPluginOutcome): void;
  getPlugin(key: string): ChartPlugin | undefined;
}

const EMPTY: DynamicPluginsSnapshot = { listing: false, loading: false, states: {}, plugins: [] };

function anyMounting(states: Readonly<Record<string, DynamicPluginLoadState>>): boolean {
  return Object.values(states).some((state) => state.status === 'mounting');
}

export function createDynamicPluginStore(): DynamicPluginStore {
  let snapshot = EMPTY;
  let order: readonly string[] = [];
  const loaded = new Map<string, ChartPlugin>();
  const listeners = new Set<() => void>();

  const publish = (next: DynamicPluginsSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listingStarted() {
      publish({ ...snapshot, listing: true, loading: true });
    },
    begin(keys) {
      order = [...order, ...keys.filter((key) => !order.includes(key))];
      const states = { ...snapshot.states };
      for (const key of keys) states[key] = { key, status: 'mounting' };
      publish({ ...snapshot, listing: false, loading: anyMounting(states), states });
    },
    complete(key, outcome) {
      const state: DynamicPluginLoadState =
        'plugin' in outcome
          ? { key, status: 'complete' }
          : { key, status: 'complete', error: outcome.error };
      if ('plugin' in outcome) loaded.set(key, outcome.plugin);
      else loaded.delete(key);
      const states = { ...snapshot.states, [key]: state };
      publish({
        listing: snapshot.listing,
        loading: snapshot.listing || anyMounting(states),
        states,
        plugins: order.flatMap((k) => loaded.get(k) ?? []),
      });
    },
    getPlugin: (key) => loaded.get(key),
  };
}

/** The app's one store of dynamic plugins. */
export const dynamicPluginStore = createDynamicPluginStore();
