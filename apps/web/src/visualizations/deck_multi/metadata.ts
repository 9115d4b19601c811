/** The deck.gl Multiple Layers entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('deck.gl Multiple Layers'),
  category: t('Map'),
  description: t(
    'Saved deck.gl charts drawn as layers on one map, each with its own query and settings, all narrowed by this chart’s filters.',
  ),
  tags: ['deckGL', 'Multi-Layers'],
  thumbnail,
  behaviors: [],
});
