/** The Partition Chart chart type (`partition`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type PartitionChartProps } from './transformProps';

export const plugin: ChartPlugin<PartitionChartProps> = {
  key: 'partition',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./PartitionChart'),
};
