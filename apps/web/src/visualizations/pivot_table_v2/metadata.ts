/** The Pivot Table entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Pivot Table'),
  category: t('Table'),
  description: t(
    'Summarises metrics along two axes at once: one dimension down the rows, another across the columns, with totals and subtotals. Good for questions like sales by region and month or tickets by status and owner.',
  ),
  tags: ['Additive', 'Report', 'Tabular', 'Featured', 'Popular'].map((tag) => t(tag)),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Pivot Table') }],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
