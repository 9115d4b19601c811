/** How the period pivot appears in the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Time-series Period Pivot'),
  category: t('Evolution'),
  tags: [t('Legacy'), t('Time')],
  description: t(
    'Compares metrics between different time periods. Displays time series data across multiple periods (like weeks or months) to show period-over-period trends and patterns.',
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Each year over the days of the year') }],
  behaviors: [],
};
