/** The deck.gl Contour chart type (`deck_contour`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckContourChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckContourChartProps> = {
  key: 'deck_contour',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckContourChart'),
};
