/** The deck.gl Heatmap chart type (`deck_heatmap`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type DeckHeatmapChartProps } from './transformProps';

export const plugin: ChartPlugin<DeckHeatmapChartProps> = {
  key: 'deck_heatmap',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./DeckHeatmapChart'),
};
