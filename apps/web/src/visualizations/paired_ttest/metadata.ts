/** How the paired t-test table appears in the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Paired t-test Table'),
  category: t('Correlation'),
  tags: [t('Legacy'), t('Statistical'), t('Tabular')],
  description: t(
    'Table that visualizes paired t-tests, which are used to understand statistical differences between groups.',
  ),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Groups against a control group') }],
  behaviors: [],
};
