/** The Pie Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Pie Chart'),
  category: t('Part of a Whole'),
  description: t(
    'Splits a total into slices, one per category, sized by their share of it. Reads best with a handful of categories; as a donut it can show the total in the middle.',
  ),
  tags: [
    'Categorical',
    'Circular',
    'Comparison',
    'Percentages',
    'Featured',
    'Proportional',
    'ECharts',
    'Nightingale',
    'Popular',
  ],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
