/** The `pop_kpi` chart type ('Big Number with Time Period Comparison'). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';
import type { PopKpiProps } from './transformProps';

export const plugin: ChartPlugin<PopKpiProps> = {
  key: 'pop_kpi',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./PopKpiChart'),
};
