/** The Gantt Chart chart type (`gantt_chart`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type GanttChartProps } from './transformProps';

export const plugin: ChartPlugin<GanttChartProps> = {
  key: 'gantt_chart',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./GanttChart'),
};
