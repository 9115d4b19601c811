/**
 * The chart type for a `viz_type`, with its component chunk requested in the background so the
 * chart appears as soon as its data does. Undefined for an unknown type (ChartRenderer then
 * reports 'Item with key "…" is not registered.').
 */
import { useDynamicPluginsSnapshot } from './dynamic/dynamicChartPlugins';
import { useEffect } from 'react';
import type { ChartPlugin } from './chartPluginTypes';
import { getChartPlugin } from './registry';
import { loadChartComponent } from './shared/loadChartComponent';

export function useChartPlugin(vizType: string | null | undefined): ChartPlugin | undefined {
  // Re-render when a dynamic plugin finishes loading.
  useDynamicPluginsSnapshot();
  const plugin = vizType ? getChartPlugin(vizType) : undefined;
  useEffect(() => {
    // Warm the chunk cache; a failure shows up again (and is reported) when rendering.
    if (plugin) loadChartComponent(plugin).catch(() => undefined);
  }, [plugin]);
  return plugin;
}
