/** The Chord Diagram chart type (`chord`). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps, type ChordChartProps } from './transformProps';

export const plugin: ChartPlugin<ChordChartProps> = {
  key: 'chord',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./ChordChart'),
};
