/** The Calendar Heatmap entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = {
  name: t('Calendar Heatmap'),
  category: t('Correlation'),
  description: t(
    'Lays a metric out on a calendar: blocks of time (months, weeks...) made of cells (days, hours...) shaded by value. Makes weekly and seasonal rhythms easy to see.',
  ),
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'].map((tag) => t(tag)),
  thumbnail,
  exampleGallery: [{ url: thumbnail, caption: t('Calendar Heatmap') }],
  // Emits no cross filters and offers no drill menus.
  behaviors: [],
};
