/**
 * Every built-in chart type at hand synchronously, for explore: its chart picker lists them all
 * and its form-data transitions look types up as the user switches. The types and their order
 * are chartPluginLoaders.ts's; this module imports all their plugin modules up front, while
 * dashboards load only the types they show (loadChartPlugin.ts). Each plugin's React component
 * stays its own lazily loaded chunk (`loadComponent`).
 */
import type { ChartPlugin } from './chartPluginTypes';
import { BUILT_IN_VIZ_TYPES } from './chartPluginLoaders';
import { getDynamicChartPlugin, withDynamicChartPlugins } from './dynamic/dynamicChartPlugins';

// Every chart type folder's `plugin`. Typed as the erased ChartPlugin for the reason given in
// chartPluginLoaders.ts: a plugin's props only flow from its transformProps to its component.
const PLUGIN_MODULES = import.meta.glob<ChartPlugin>('./*/index.ts', {
  eager: true,
  import: 'plugin',
});

const EXPORTED = new Map(Object.values(PLUGIN_MODULES).map((plugin) => [plugin.key, plugin]));

const PLUGINS: ChartPlugin[] = BUILT_IN_VIZ_TYPES.map((vizType) => {
  const plugin = EXPORTED.get(vizType);
  if (!plugin) throw new Error(`No plugin module exports the chart type "${vizType}".`);
  return plugin;
});

const BY_KEY = new Map(PLUGINS.map((plugin) => [plugin.key, plugin]));

export function getChartPlugin(vizType: string): ChartPlugin | undefined {
  // Built-in types win over a dynamic plugin registered under the same key.
  return BY_KEY.get(vizType) ?? getDynamicChartPlugin(vizType);
}

export function listChartPlugins(): ChartPlugin[] {
  return withDynamicChartPlugins(PLUGINS);
}
