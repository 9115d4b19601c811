/** The deck.gl 3D Grid chart type (`deck_grid`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckGridChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckGridChartProps> = {
  key: 'deck_grid',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckGridChart'),
};
