/** How the big number appears in the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Big Number'),
  category: t('KPI'),
  tags: [t('Additive'), t('Business'), t('Legacy'), t('Percentages'), t('Popular'), t('Report')],
  description: t(
    'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('A Big Number') }],
  behaviors: ['DRILL_TO_DETAIL', 'DRILL_BY'],
};
