/** The deck.gl 3D Hexagon entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl 3D Hexagon'),
  category: t('Map'),
  description: t(
    'Points gathered into hexagonal cells on a map, each cell coloured and raised by the aggregate of its points’ weights.',
  ),
  tags: ['deckGL', '3D', 'Geo', 'Comparison'],
  thumbnail,
  behaviors: [],
});
