/** The deck.gl Heatmap entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Heatmap'),
  category: t('Map'),
  description: t(
    'A smooth density surface over a map: each point spreads its weight around it, and the summed (or averaged) density is painted with a colour gradient.',
  ),
  tags: ['deckGL', 'Spatial', 'Comparison', 'Intensity', 'Density', 'Geo'],
  thumbnail,
  behaviors: [],
});
