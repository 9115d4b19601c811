/** The Stepped Line entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { timeseriesMetadata } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = timeseriesMetadata({
  name: t('Stepped Line'),
  description: t(
    'A line that holds each value until the next one, in steps: suited to values that change at discrete moments, such as prices or stock levels.',
  ),
  thumbnail,
  tags: [
    'ECharts',
    'Advanced-Analytics',
    'Line',
    'Time',
    'Trend',
    'Predictive',
    'Transformable',
    'Stepped',
  ],
});
