/** The deck.gl Contour entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Contour'),
  category: t('Map'),
  description: t(
    'Isolines and filled isobands over a map: point weights are aggregated into cells of a set size, and the contours you define trace where the cell values cross their thresholds.',
  ),
  tags: ['deckGL', 'Spatial', 'Comparison'],
  thumbnail,
  behaviors: [],
});
