/** The Funnel Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Funnel Chart'),
  category: t('KPI'),
  description: t(
    'Shows how a metric shrinks from one stage to the next, each step drawn narrower than the one before. Good for spotting where a pipeline or a customer journey loses the most.',
  ),
  tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend'],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
