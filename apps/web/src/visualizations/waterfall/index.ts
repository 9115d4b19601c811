/** The Waterfall Chart chart type (`waterfall`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type WaterfallChartProps } from './transformProps';

export const plugin: ChartPlugin<WaterfallChartProps> = {
  key: 'waterfall',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./WaterfallChart'),
};
