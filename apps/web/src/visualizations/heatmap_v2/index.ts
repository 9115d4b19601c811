/** The Heatmap chart type (`heatmap_v2`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type HeatmapChartProps } from './transformProps';

export const plugin: ChartPlugin<HeatmapChartProps> = {
  key: 'heatmap_v2',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./HeatmapChart'),
};
