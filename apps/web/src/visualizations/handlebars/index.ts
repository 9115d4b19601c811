/** The Handlebars chart type (`handlebars`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type HandlebarsChartProps } from './transformProps';

export const plugin: ChartPlugin<HandlebarsChartProps> = {
  key: 'handlebars',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./HandlebarsChart'),
};
