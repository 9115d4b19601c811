/** The World Map chart type (`world_map`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type WorldMapChartProps } from './transformProps';

export const plugin: ChartPlugin<WorldMapChartProps> = {
  key: 'world_map',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./WorldMapChart'),
};
