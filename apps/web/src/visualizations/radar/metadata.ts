/** The Radar Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Radar Chart'),
  category: t('Ranking'),
  description: t(
    'Compares several metrics across groups at once: every metric is a spoke from the centre, and each group draws one closed shape through its values on the spokes.',
  ),
  tags: ['Business', 'Comparison', 'Coordinates', 'Multi-Variables', 'Report', 'Web', 'ECharts'],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
