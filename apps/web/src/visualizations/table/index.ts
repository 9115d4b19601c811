/** The `table` chart type. */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';
import type { TableChartProps } from './transformProps';

export const plugin: ChartPlugin<TableChartProps> = {
  key: 'table',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./TableChart'),
};
