/** The `paired_ttest` chart type ('Paired t-test Table'). */
import type { ChartPlugin } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { transformProps } from './transformProps';
import type { PairedTTestProps } from './transformProps';

export const plugin: ChartPlugin<PairedTTestProps> = {
  key: 'paired_ttest',
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  loadComponent: () => import('./PairedTTestChart'),
};
