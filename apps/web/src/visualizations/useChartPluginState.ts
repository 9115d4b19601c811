/**
 * Where a chart type stands for a component: requests its plugin (loadChartPlugin.ts) and
 * re-renders the component when that type arrives or fails, or when a dynamic plugin arrives. No
 * `viz_type` at all is an unknown type.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useDynamicPluginsSnapshot } from './dynamic/dynamicChartPlugins';
import {
  chartPluginState,
  getChartPluginLoads,
  loadChartPlugin,
  subscribeToChartPluginLoads,
} from './loadChartPlugin';
import type { ChartPluginState } from './loadChartPlugin';

const NO_TYPE: ChartPluginState = { status: 'unknown' };

export function useChartPluginState(vizType: string | null | undefined): ChartPluginState {
  useDynamicPluginsSnapshot();
  // Only this type's entry: a dashboard's other chart types arriving re-render no one else.
  useSyncExternalStore(subscribeToChartPluginLoads, () =>
    vizType ? getChartPluginLoads().get(vizType) : undefined,
  );
  useEffect(() => {
    // A failure is part of the state this hook returns; nothing more to do with it here.
    if (vizType) loadChartPlugin(vizType).catch(() => undefined);
  }, [vizType]);
  return vizType ? chartPluginState(vizType) : NO_TYPE;
}
