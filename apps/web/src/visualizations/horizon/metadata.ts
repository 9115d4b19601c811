/** The Horizon Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Horizon Chart'),
  category: t('Evolution'),
  description: t(
    'Compares how many series change over time in little space: each series is one thin row whose area chart is cut into bands folded over each other, darker the higher the value, with negative values in their own colours.',
  ),
  tags: ['Legacy', 'Time', 'Trend', 'Multi-Variables', 'Comparison'],
  thumbnail,
  behaviors: [],
});
