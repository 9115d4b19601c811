/** The Country Map chart type (`country_map`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type CountryMapChartProps } from './transformProps';

export const plugin: ChartPlugin<CountryMapChartProps> = {
  key: 'country_map',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./CountryMapChart'),
};
