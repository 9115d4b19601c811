/** The Parallel Coordinates chart type (`para`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type ParallelCoordinatesProps } from './transformProps';

export const plugin: ChartPlugin<ParallelCoordinatesProps> = {
  key: 'para',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./ParallelCoordinatesChart'),
};
