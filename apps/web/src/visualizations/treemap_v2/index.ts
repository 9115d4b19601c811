/** The Treemap chart type (`treemap_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type TreemapChartProps } from './transformProps';

export const plugin: ChartPlugin<TreemapChartProps> = {
  key: 'treemap_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./TreemapChart'),
};
