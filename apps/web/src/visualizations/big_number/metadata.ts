/** How the big number with trendline appears in the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Big Number with Trendline'),
  category: t('KPI'),
  tags: [
    t('Advanced-Analytics'),
    t('Line'),
    t('Percentages'),
    t('Popular'),
    t('Report'),
    t('Description'),
    t('Trend'),
    t('Comparison'),
    t('Business'),
  ],
  description: t(
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('A Big Number with Trendline') }],
  behaviors: ['DRILL_TO_DETAIL', 'DRILL_BY'],
};
