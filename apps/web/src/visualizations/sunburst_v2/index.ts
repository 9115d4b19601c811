/** The Sunburst Chart chart type (`sunburst_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type SunburstChartProps } from './transformProps';

export const plugin: ChartPlugin<SunburstChartProps> = {
  key: 'sunburst_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./SunburstChart'),
};
