/** The Gauge Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Gauge Chart'),
  category: t('KPI'),
  description: t(
    'Shows how far a metric has come along a scale, like a speedometer: a pointer and a progress arc per group, with optional coloured bands marking good and bad ranges.',
  ),
  tags: ['Multi-Variables', 'Business', 'Comparison', 'ECharts', 'Report', 'Featured'],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
