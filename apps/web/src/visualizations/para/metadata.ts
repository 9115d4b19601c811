/** The Parallel Coordinates entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Parallel Coordinates'),
  category: t('Ranking'),
  description: t(
    'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
  ),
  tags: ['Directional', 'Legacy', 'Relational', 'ECharts'],
  thumbnail,
  behaviors: [],
});
