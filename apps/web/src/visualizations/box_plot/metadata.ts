/** The Box Plot entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Box Plot'),
  category: t('Distribution'),
  description: t(
    'Compares how a metric is spread within each group: the box spans the middle half of the values with a line at the median, the whiskers reach to the chosen limits, and points beyond them are drawn as outliers.',
  ),
  tags: ['ECharts', 'Range', 'Statistical'],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
