/** The Treemap entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Treemap'),
  category: t('Part of a Whole'),
  description: t(
    'Nested rectangles show a hierarchy: each group gets an area in proportion to the metric, split into its subgroups. Good for spotting the largest parts of a whole at several levels at once.',
  ),
  tags: [
    'Categorical',
    'Comparison',
    'ECharts',
    'Multi-Levels',
    'Percentages',
    'Proportional',
    'Featured',
  ],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
