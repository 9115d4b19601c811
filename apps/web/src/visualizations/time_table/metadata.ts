/** The Time-series Table entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Time-series Table'),
  category: t('Table'),
  description: t(
    'One row per metric (or per group of a metric) with columns that each look at its history: the latest value against an earlier period, its share of the total, a period average, or a sparkline.',
  ),
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  thumbnail,
  behaviors: [],
});
