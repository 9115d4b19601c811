/** The Radar Chart chart type (`radar`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type RadarChartProps } from './transformProps';

export const plugin: ChartPlugin<RadarChartProps> = {
  key: 'radar',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./RadarChart'),
};
