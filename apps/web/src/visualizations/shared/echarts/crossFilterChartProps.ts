/**
 * The props transformProps hands an ECharts chart that cross-filters and drills: its option and
 * size, how clicked items map to filters (`crossFilter`, null when the chart has nothing to filter
 * on) and the host's callbacks, absent where the host offers no cross filters or drill menu.
 */
import type { ChartHooks } from '../../chartPluginTypes';

export interface CrossFilterChartProps<Option extends object, CrossFilter> {
  option: Option;
  width: number;
  height: number;
  crossFilter: CrossFilter | null;
  setDataMask?: ChartHooks['setDataMask'];
  onContextMenu?: ChartHooks['onContextMenu'];
}
