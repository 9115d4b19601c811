/** The Bullet Chart chart type (`bullet`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type BulletChartProps } from './transformProps';

export const plugin: ChartPlugin<BulletChartProps> = {
  key: 'bullet',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./BulletChart'),
};
