/** The deck.gl Polygon chart type (`deck_polygon`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckPolygonChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckPolygonChartProps> = {
  key: 'deck_polygon',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckPolygonChart'),
};
