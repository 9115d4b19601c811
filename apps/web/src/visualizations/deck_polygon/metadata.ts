/** The deck.gl Polygon entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Polygon'),
  category: t('Map'),
  description: t(
    'Polygons on a map read from a column (JSON coordinates, encoded polylines or geohash cells), coloured by a metric in buckets of a linear palette and optionally raised in 3D.',
  ),
  tags: ['deckGL', '3D', 'Multi-Dimensions', 'Geo'],
  thumbnail,
  behaviors: [],
});
