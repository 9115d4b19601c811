/** The Time-series Table chart type (`time_table`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type TimeTableChartProps } from './transformProps';

export const plugin: ChartPlugin<TimeTableChartProps> = {
  key: 'time_table',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./TimeTableChart'),
};
