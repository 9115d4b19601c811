/** The Area Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { timeseriesMetadata } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = timeseriesMetadata({
  name: t('Area Chart'),
  description: t(
    'Lines with the area below them filled, to show volume over time; stacked, the layers add up to the total, and Expand shows each layer as a share.',
  ),
  thumbnail,
  tags: [
    'ECharts',
    'Popular',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Time',
    'Predictive',
    'Transformable',
    'Stacked',
  ],
});
