/** The Calendar Heatmap chart type (`cal_heatmap`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type CalendarHeatmapProps } from './transformProps';

export const plugin: ChartPlugin<CalendarHeatmapProps> = {
  key: 'cal_heatmap',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./CalendarHeatmap'),
};
