/**
 * The chart type for a `viz_type`, loaded on first use (loadChartPlugin.ts), with its component
 * chunk requested as soon as the plugin is there so the chart appears as soon as its data does.
 * Undefined while the type loads and for an unknown type; ChartRenderer tells the two apart
 * (a spinner, or 'Item with key "…" is not registered.').
 */
import { useEffect } from 'react';
import type { ChartPlugin } from './chartPluginTypes';
import { loadChartComponent } from './shared/loadChartComponent';
import { useChartPluginState } from './useChartPluginState';

export function useChartPlugin(vizType: string | null | undefined): ChartPlugin | undefined {
  const state = useChartPluginState(vizType);
  const plugin = state.status === 'loaded' ? state.plugin : undefined;
  useEffect(() => {
    // Warm the chunk cache; a failure shows up again (and is reported) when rendering.
    if (plugin) loadChartComponent(plugin).catch(() => undefined);
  }, [plugin]);
  return plugin;
}
