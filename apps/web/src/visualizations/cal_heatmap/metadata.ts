/** The Calendar Heatmap entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Calendar Heatmap'),
  category: t('Correlation'),
  description: t(
    'Lays a metric out on a calendar: blocks of time (months, weeks...) made of cells (days, hours...) shaded by value. Makes weekly and seasonal rhythms easy to see.',
  ),
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  thumbnail,
  // Emits no cross filters and offers no drill menus.
  behaviors: [],
});
