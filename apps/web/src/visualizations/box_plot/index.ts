/** The Box Plot chart type (`box_plot`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type BoxPlotChartProps } from './transformProps';

export const plugin: ChartPlugin<BoxPlotChartProps> = {
  key: 'box_plot',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./BoxPlotChart'),
};
