/** The Mixed Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import { TIMESERIES_BEHAVIORS } from '../timeseries/timeseriesMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Mixed Chart'),
  category: t('Evolution'),
  description: t(
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  ),
  tags: [
    'Advanced-Analytics',
    'Aesthetic',
    'ECharts',
    'Experimental',
    'Line',
    'Multi-Variables',
    'Time',
    'Transformable',
  ],
  thumbnail,
  behaviors: TIMESERIES_BEHAVIORS,
});
