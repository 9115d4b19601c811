/** The deck.gl Path chart type (`deck_path`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckPathChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckPathChartProps> = {
  key: 'deck_path',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckPathChart'),
};
