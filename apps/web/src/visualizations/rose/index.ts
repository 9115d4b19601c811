/** The Nightingale Rose Chart chart type (`rose`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type RoseChartProps } from './transformProps';

export const plugin: ChartPlugin<RoseChartProps> = {
  key: 'rose',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./RoseChart'),
};
