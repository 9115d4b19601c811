/** The legacy Filter Box chart type (`filter_box`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type FilterBoxChartProps } from './transformProps';

export const plugin: ChartPlugin<FilterBoxChartProps> = {
  key: 'filter_box',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./FilterBoxChart'),
};
