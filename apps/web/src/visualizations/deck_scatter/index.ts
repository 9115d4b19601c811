/** The deck.gl Scatterplot chart type (`deck_scatter`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckScatterChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckScatterChartProps> = {
  key: 'deck_scatter',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckScatterChart'),
};
