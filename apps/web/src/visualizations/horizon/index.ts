/** The Horizon Chart chart type (`horizon`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type HorizonChartProps } from './transformProps';

export const plugin: ChartPlugin<HorizonChartProps> = {
  key: 'horizon',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./HorizonChart'),
};
