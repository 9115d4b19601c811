/** The deck.gl Screen Grid entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Screen Grid'),
  category: t('Map'),
  description: t(
    'Points gathered into square cells of a fixed size on the screen, each cell shaded by the sum of its points’ weights; the cells follow the zoom.',
  ),
  tags: ['deckGL', 'Comparison', 'Intensity', 'Density', 'Geo'],
  thumbnail,
  behaviors: [],
});
