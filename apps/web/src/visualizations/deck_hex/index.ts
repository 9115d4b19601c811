/** The deck.gl 3D Hexagon chart type (`deck_hex`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckHexChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckHexChartProps> = {
  key: 'deck_hex',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckHexChart'),
};
