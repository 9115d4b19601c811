/** The Gantt Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Gantt Chart'),
  category: t('Evolution'),
  description: t(
    'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
  ),
  tags: ['ECharts', 'Events', 'Time', 'Timeline'],
  thumbnail,
  behaviors: [],
});
