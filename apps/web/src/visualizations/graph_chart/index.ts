/** The Graph Chart chart type (`graph_chart`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type GraphChartProps } from './transformProps';

export const plugin: ChartPlugin<GraphChartProps> = {
  key: 'graph_chart',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./GraphChart'),
};
