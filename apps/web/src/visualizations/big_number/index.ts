/** The `big_number` chart type ('Big Number with Trendline'). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';
import type { BigNumberProps } from './transformProps';

export const plugin: ChartPlugin<BigNumberProps> = {
  key: 'big_number',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./BigNumberChart'),
};
