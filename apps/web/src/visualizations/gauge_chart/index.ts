/** The Gauge Chart chart type (`gauge_chart`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type GaugeChartProps } from './transformProps';

export const plugin: ChartPlugin<GaugeChartProps> = {
  key: 'gauge_chart',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./GaugeChart'),
};
