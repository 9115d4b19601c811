/** The deck.gl GeoJSON entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Geojson'),
  category: t('Map'),
  description: t(
    'GeoJSON shapes stored in a column (points, lines, polygons), drawn on a map with fill and stroke colours, optional 3D extrusion and point labels.',
  ),
  tags: ['deckGL', '2D'],
  thumbnail,
  behaviors: [],
});
