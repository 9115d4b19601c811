/** The Smooth Line entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { timeseriesMetadata } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = timeseriesMetadata({
  name: t('Smooth Line'),
  description: t(
    'A line chart drawn with curves instead of straight segments, for a softer look at how measures evolve.',
  ),
  thumbnail,
  tags: [
    'ECharts',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Time',
    'Trend',
    'Predictive',
    'Transformable',
  ],
});
