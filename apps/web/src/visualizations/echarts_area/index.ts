/** The Area Chart chart type (`echarts_area`). */
import type { ChartPlugin } from '../chartPluginTypes';
import type { TimeseriesChartProps } from '../timeseries/transformTimeseriesProps';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';

export const plugin: ChartPlugin<TimeseriesChartProps> = {
  key: 'echarts_area',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./EchartsAreaChart'),
};
