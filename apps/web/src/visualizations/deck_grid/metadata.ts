/** The deck.gl 3D Grid entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl 3D Grid'),
  category: t('Map'),
  description: t(
    'Points gathered into square cells of a grid on a map, each cell coloured and raised by the sum of its points’ weights.',
  ),
  tags: ['deckGL', '3D', 'Geo', 'Comparison'],
  thumbnail,
  behaviors: [],
});
