/** The Pivot Table entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Pivot Table'),
  category: t('Table'),
  description: t(
    'Summarises metrics along two axes at once: one dimension down the rows, another across the columns, with totals and subtotals. Good for questions like sales by region and month or tickets by status and owner.',
  ),
  tags: ['Additive', 'Report', 'Tabular', 'Featured', 'Popular'],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
