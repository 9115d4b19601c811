/**
 * A chart type's plugin by `viz_type`, fetched on first use, so a page downloads only the chart
 * types it shows: a built-in type from its own chunk (chartPluginLoaders.ts), any other key from
 * the dynamic plugins (as the registry's getChartPlugin does; a built-in type always wins).
 *
 * Each built-in type is fetched once. Once it arrived it is available synchronously
 * (getLoadedChartPlugin, chartPluginState), so further charts of that type render without a
 * loading state. A chunk that failed to load is fetched again on the next request.
 * Components re-render on arrivals through subscribeToChartPluginLoads / getChartPluginLoads.
 */
import type { ChartPlugin } from './chartPluginTypes';
import { builtInChartPluginLoader } from './chartPluginLoaders';
import { getDynamicChartPlugin, isDynamicChartPluginPending } from './dynamic/dynamicChartPlugins';

/** Where a chart type stands: a renderer shows a spinner while loading, an error otherwise. */
export type ChartPluginState =
  | { status: 'loading' }
  | { status: 'loaded'; plugin: ChartPlugin }
  | { status: 'failed'; error: Error }
  | { status: 'unknown' };

/** The built-in types requested so far; a type not in here has not been requested yet. */
export type ChartPluginLoads = ReadonlyMap<string, ChartPluginState>;

const LOADING: ChartPluginState = { status: 'loading' };
const UNKNOWN: ChartPluginState = { status: 'unknown' };

let loads: ChartPluginLoads = new Map();
const pending = new Map<string, Promise<ChartPlugin>>();
const listeners = new Set<() => void>();

function publish(vizType: string, state: ChartPluginState): void {
  // A new map per change, so React (useSyncExternalStore) sees that something changed.
  loads = new Map(loads).set(vizType, state);
  for (const listener of [...listeners]) listener();
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export function loadChartPlugin(vizType: string): Promise<ChartPlugin | undefined> {
  const load = builtInChartPluginLoader(vizType);
  if (!load) return Promise.resolve(getDynamicChartPlugin(vizType));
  let promise = pending.get(vizType);
  if (!promise) {
    // Only a retry after a failure has a state to replace; a first request is 'loading' already.
    if (loads.has(vizType)) publish(vizType, LOADING);
    promise = load().then(
      (plugin) => {
        publish(vizType, { status: 'loaded', plugin });
        return plugin;
      },
      (error: unknown) => {
        pending.delete(vizType);
        publish(vizType, { status: 'failed', error: asError(error) });
        throw error;
      },
    );
    pending.set(vizType, promise);
  }
  return promise;
}

/** The plugin if it is at hand without waiting: a built-in type already loaded, or dynamic. */
export function getLoadedChartPlugin(vizType: string): ChartPlugin | undefined {
  const state = chartPluginState(vizType);
  return state.status === 'loaded' ? state.plugin : undefined;
}

/**
 * Where `vizType` stands now. A built-in type not requested yet counts as loading: whoever asks
 * is about to request it (useChartPluginState does).
 */
export function chartPluginState(vizType: string): ChartPluginState {
  if (builtInChartPluginLoader(vizType)) return loads.get(vizType) ?? LOADING;
  const plugin = getDynamicChartPlugin(vizType);
  if (plugin) return { status: 'loaded', plugin };
  return isDynamicChartPluginPending(vizType) ? LOADING : UNKNOWN;
}

export function subscribeToChartPluginLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getChartPluginLoads(): ChartPluginLoads {
  return loads;
}
