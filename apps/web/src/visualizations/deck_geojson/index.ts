/** The deck.gl GeoJSON chart type (`deck_geojson`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckGeojsonChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckGeojsonChartProps> = {
  key: 'deck_geojson',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckGeojsonChart'),
};
