/** The Waterfall Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Waterfall Chart'),
  category: t('Evolution'),
  description: t(
    'Shows how a total builds up from successive positive and negative changes: each bar starts where the previous one ended, over time or across categories, and totals close the way.',
  ),
  tags: ['Categorical', 'Comparison', 'ECharts', 'Featured'],
  thumbnail,
  behaviors: [],
});
