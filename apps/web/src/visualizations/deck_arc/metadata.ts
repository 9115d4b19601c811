/** The deck.gl Arc entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Arc'),
  category: t('Map'),
  description: t(
    'Arcs on a map from each row’s start location to its end location (flights, trips, migrations), coloured from source to target or by category.',
  ),
  tags: ['deckGL', 'Geo', '3D', 'Relational', 'Web'],
  thumbnail,
  behaviors: [],
});
