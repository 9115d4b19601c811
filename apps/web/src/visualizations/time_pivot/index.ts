/** The `time_pivot` chart type ('Time-series Period Pivot'). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';
import type { TimePivotChartProps } from './transformProps';

export const plugin: ChartPlugin<TimePivotChartProps> = {
  key: 'time_pivot',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./TimePivotChart'),
};
