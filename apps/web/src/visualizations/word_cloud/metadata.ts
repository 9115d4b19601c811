/** The Word Cloud entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Word Cloud'),
  category: t('Ranking'),
  description: t(
    'Draws the values of a column as words sized by a metric, the largest in the middle. A quick, friendly view of which categories dominate, rather than a precise comparison.',
  ),
  tags: ['Category', 'Comparison', 'Density', 'Single Metric'],
  thumbnail,
  behaviors: [],
});
