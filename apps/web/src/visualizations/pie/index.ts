/** The Pie Chart chart type (`pie`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type PieChartProps } from './transformProps';

export const plugin: ChartPlugin<PieChartProps> = {
  key: 'pie',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./PieChart'),
};
