/** The Bar Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { timeseriesMetadata } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = timeseriesMetadata({
  name: t('Bar Chart'),
  description: t(
    'Compares measures across points in time (or other x values) as bars, side by side or stacked; bars can also run horizontally.',
  ),
  thumbnail,
  tags: [
    'ECharts',
    'Popular',
    'Advanced-Analytics',
    'Aesthetic',
    'Bar',
    'Time',
    'Predictive',
    'Transformable',
    'Stacked',
    'Vertical',
  ],
});
