/**
 * How the chart registry (../registry.ts) sees dynamic plugins: a lookup by key, the list merged
 * after the built-in chart types, and a hook that re-renders a component when a plugin arrives.
 * Built-in chart types always win: a dynamic plugin cannot replace one by reusing its key.
 */
import { useSyncExternalStore } from 'react';
import type { ChartPlugin } from '../chartPluginTypes';
import { dynamicPluginStore, type DynamicPluginsSnapshot } from './dynamicPluginStore';

export function getDynamicChartPlugin(key: string): ChartPlugin | undefined {
  return dynamicPluginStore.getPlugin(key);
}

let merged: {
  builtIn: readonly ChartPlugin[];
  dynamic: readonly ChartPlugin[];
  all: ChartPlugin[];
} | null = null;

/**
 * The built-in plugins followed by the loaded dynamic ones. The same array comes back until a
 * plugin loads, so memoised consumers (the chart picker) do not recompute on every render.
 */
export function withDynamicChartPlugins(builtIn: ChartPlugin[]): ChartPlugin[] {
  const dynamic = dynamicPluginStore.getSnapshot().plugins;
  if (dynamic.length === 0) return builtIn;
  if (merged?.builtIn !== builtIn || merged.dynamic !== dynamic) {
    const taken = new Set(builtIn.map((plugin) => plugin.key));
    merged = {
      builtIn,
      dynamic,
      all: [...builtIn, ...dynamic.filter((plugin) => !taken.has(plugin.key))],
    };
  }
  return merged.all;
}

/**
 * Whether a chart type may still arrive as a dynamic plugin: the list is being fetched, or this
 * key is listed and its bundle is mounting. A renderer can show "loading" instead of
 * "not registered" meanwhile.
 */
export function isDynamicChartPluginPending(
  key: string,
  snapshot: DynamicPluginsSnapshot = dynamicPluginStore.getSnapshot(),
): boolean {
  return snapshot.listing || snapshot.states[key]?.status === 'mounting';
}

/** Subscribes the calling component to dynamic plugin changes; returns the current snapshot. */
export function useDynamicPluginsSnapshot(): DynamicPluginsSnapshot {
  return useSyncExternalStore(dynamicPluginStore.subscribe, dynamicPluginStore.getSnapshot);
}
