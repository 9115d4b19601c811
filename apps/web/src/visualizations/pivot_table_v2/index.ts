/** The Pivot Table chart type (`pivot_table_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type PivotTableChartProps } from './transformProps';

export const plugin: ChartPlugin<PivotTableChartProps> = {
  key: 'pivot_table_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./PivotTableChart'),
};
