/** The Word Cloud chart type (`word_cloud`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type WordCloudChartProps } from './transformProps';

export const plugin: ChartPlugin<WordCloudChartProps> = {
  key: 'word_cloud',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./WordCloudChart'),
};
