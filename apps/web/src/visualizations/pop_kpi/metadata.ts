/** How the period-over-period big number appears in the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Big Number with Time Period Comparison'),
  category: t('KPI'),
  tags: [t('Comparison'), t('Business'), t('Percentages'), t('Report')],
  description: t(
    'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('A big number compared with a year earlier') }],
  behaviors: ['DRILL_TO_DETAIL'],
};
