/**
 * The props transformProps hands an ECharts chart that cross-filters and drills: its option and
 * size, how clicked items map to filters (`crossFilter`, null when the chart has nothing to filter
 * on) and the host's callbacks, absent where the host offers no cross filters or drill menu.
 */
import type { ChartHooks, ChartProps } from '../../chartPluginTypes';

export interface CrossFilterChartProps<Option extends object, CrossFilter> {
  option: Option;
  width: number;
  height: number;
  crossFilter: CrossFilter | null;
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
}

/** The chart's props from its option and cross filter, with its size and the host's callbacks. */
export function crossFilterChartProps<Option extends object, CrossFilter>(
  chartProps: ChartProps,
  option: Option,
  crossFilter: CrossFilter | null,
): CrossFilterChartProps<Option, CrossFilter> {
  const { width, height, hooks } = chartProps;
  return {
    option,
    width,
    height,
    crossFilter,
    setDataMask: hooks.setDataMask,
    onContextMenu: hooks.onContextMenu,
  };
}
