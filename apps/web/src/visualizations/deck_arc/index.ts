/** The deck.gl Arc chart type (`deck_arc`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckArcChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckArcChartProps> = {
  key: 'deck_arc',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckArcChart'),
};
