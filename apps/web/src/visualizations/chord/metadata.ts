/** The Chord Diagram entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Chord Diagram'),
  category: t('Flow'),
  description: t(
    'Shows the flow between source and target values around a circle: each value is an arc as long as all it sends and receives, and ribbons join the pairs, as wide as the metric.',
  ),
  tags: ['Circular', 'Legacy', 'Proportional', 'Relational', 'ECharts'],
  thumbnail,
  behaviors: ['DRILL_TO_DETAIL', 'DRILL_BY'],
});
