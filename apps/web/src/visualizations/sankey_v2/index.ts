/** The Sankey Chart chart type (`sankey_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type SankeyChartProps } from './transformProps';

export const plugin: ChartPlugin<SankeyChartProps> = {
  key: 'sankey_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./SankeyChart'),
};
