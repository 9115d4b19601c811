/** The Tree Chart chart type (`tree_chart`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type TreeChartProps } from './transformProps';

export const plugin: ChartPlugin<TreeChartProps> = {
  key: 'tree_chart',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./TreeChart'),
};
