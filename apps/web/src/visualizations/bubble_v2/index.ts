/** The Bubble Chart chart type (`bubble_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type BubbleChartProps } from './transformProps';

export const plugin: ChartPlugin<BubbleChartProps> = {
  key: 'bubble_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./BubbleChart'),
};
