/** Superset's MapBox chart type (`mapbox`): clustered points on a map. */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type MapboxChartProps } from './transformProps';

export const plugin: ChartPlugin<MapboxChartProps> = {
  key: 'mapbox',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./MapboxChart'),
};
