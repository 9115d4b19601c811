/** The Mixed Chart chart type (`mixed_timeseries`): two time-series queries on one x axis. */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type MixedTimeseriesChartProps } from './transformProps';

export const plugin: ChartPlugin<MixedTimeseriesChartProps> = {
  key: 'mixed_timeseries',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./MixedTimeseriesChart'),
};
