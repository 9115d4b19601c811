/** The Line Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { timeseriesMetadata } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = timeseriesMetadata({
  name: t('Line Chart'),
  description: t(
    'Shows how one or more measures change over time as lines joining the values at each point in time. The go-to chart for trends.',
  ),
  thumbnail,
  tags: [
    'ECharts',
    'Popular',
    'Advanced-Analytics',
    'Line',
    'Time',
    'Trend',
    'Predictive',
    'Transformable',
  ],
});
