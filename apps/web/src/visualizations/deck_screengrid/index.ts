/** The deck.gl Screen Grid chart type (`deck_screengrid`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckScreengridChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckScreengridChartProps> = {
  key: 'deck_screengrid',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckScreengridChart'),
};
