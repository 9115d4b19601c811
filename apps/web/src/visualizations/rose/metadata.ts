/** The Nightingale Rose Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Nightingale Rose Chart'),
  category: t('Part of a Whole'),
  description: t(
    'A polar coordinate chart where the circle is broken into wedges of equal angle, one per time period, and the value of each series is shown by how far its segment extends from the centre.',
  ),
  tags: ['Legacy', 'Advanced-Analytics', 'Circular', 'Multi-Layers', 'Pattern', 'Time', 'Trend'],
  thumbnail,
  behaviors: [],
});
