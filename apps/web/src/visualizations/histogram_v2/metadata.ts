/** The Histogram entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Histogram'),
  category: t('Distribution'),
  description: t(
    'Shows how the values of a numeric column are distributed: the range is cut into equal bins and each bar counts the values in its bin, revealing the shape, centre, spread, clusters and outliers of the data.',
  ),
  tags: ['Comparison', 'ECharts', 'Pattern', 'Range'],
  thumbnail,
  behaviors: [],
});
