/** The deck.gl Path entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Path'),
  category: t('Map'),
  description: t(
    'Lines on a map, one per row, read from a column of JSON coordinate lists or encoded polylines (routes, tracks, trips).',
  ),
  tags: ['deckGL', 'Web'],
  thumbnail,
  behaviors: [],
});
