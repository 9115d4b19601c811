/** The Bullet Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Bullet Chart'),
  category: t('KPI'),
  description: t(
    'One metric as a bar against shaded qualitative ranges (say poor, fair, good), with markers for targets or last period: a compact alternative to a gauge.',
  ),
  tags: ['Business', 'Legacy', 'Report'].map((tag) => t(tag)),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Bullet Chart') }],
  behaviors: [],
};
