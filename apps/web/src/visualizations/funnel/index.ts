/** The Funnel Chart chart type (`funnel`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type FunnelChartProps } from './transformProps';

export const plugin: ChartPlugin<FunnelChartProps> = {
  key: 'funnel',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./FunnelChart'),
};
