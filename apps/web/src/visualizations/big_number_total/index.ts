/** The `big_number_total` chart type ('Big Number'). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';
import type { BigNumberTotalProps } from './transformProps';

export const plugin: ChartPlugin<BigNumberTotalProps> = {
  key: 'big_number_total',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./BigNumberTotalChart'),
};
