/** The Scatter Plot entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { timeseriesMetadata } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = timeseriesMetadata({
  name: t('Scatter Plot'),
  description: t(
    'Plots each value over time as a dot, without joining lines: good for spotting clusters, gaps and outliers.',
  ),
  thumbnail,
  tags: [
    'ECharts',
    'Popular',
    'Advanced-Analytics',
    'Scatter',
    'Time',
    'Predictive',
    'Transformable',
  ],
});
