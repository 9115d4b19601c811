/** The Funnel Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Funnel Chart'),
  category: t('KPI'),
  description: t(
    'Shows how a metric shrinks from one stage to the next, each step drawn narrower than the one before. Good for spotting where a pipeline or a customer journey loses the most.',
  ),
  tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend'].map((tag) =>
    t(tag),
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Funnel Chart') }],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
