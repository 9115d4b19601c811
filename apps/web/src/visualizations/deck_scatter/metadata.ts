/** The deck.gl Scatterplot entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Scatterplot'),
  category: t('Map'),
  description: t(
    'Circles at latitude/longitude positions on a world map you can pan and zoom, sized by a fixed radius or a metric (in metres, miles or pixels) and coloured by category.',
  ),
  tags: ['deckGL', 'Comparison', 'Scatter', '2D', 'Geo', 'Intensity', 'Density'],
  thumbnail,
  behaviors: [],
});
