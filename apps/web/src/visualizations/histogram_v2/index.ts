/** The Histogram chart type (`histogram_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type HistogramChartProps } from './transformProps';

export const plugin: ChartPlugin<HistogramChartProps> = {
  key: 'histogram_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./HistogramChart'),
};
