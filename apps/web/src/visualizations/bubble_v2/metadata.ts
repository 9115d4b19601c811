/** The Bubble Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Bubble Chart'),
  category: t('Correlation'),
  description: t(
    'Plots each entity by two metrics on the x and y axes and sizes its bubble by a third; bubbles of the same group share a colour.',
  ),
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
  thumbnail,
  behaviors: [],
});
