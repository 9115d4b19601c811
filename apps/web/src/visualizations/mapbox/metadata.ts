/** The MapBox entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('MapBox'),
  category: t('Map'),
  description: t(
    'Points at longitude/latitude positions, gathered into labelled clusters that split up as you zoom in, on a world map you can pan and zoom.',
  ),
  tags: ['Scatter', 'Transformable', 'Comparison', 'Geo', 'Density', 'Legacy'],
  thumbnail,
  behaviors: [],
});
