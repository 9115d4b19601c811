/** How the table appears in the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Table'),
  category: t('Table'),
  tags: [t('Popular'), t('Business'), t('Report'), t('Sequential'), t('Tabular'), t('Additive')],
  description: t(
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Table') }],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
