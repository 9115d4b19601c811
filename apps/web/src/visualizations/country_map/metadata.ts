/** The Country Map entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Country Map'),
  category: t('Map'),
  description: t(
    "Shades the regions of a country (states, provinces...) by one metric, matched by their ISO 3166-2 codes. Hover a region for its value; click it to zoom in. The USA's states ship with the app.",
  ),
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
  thumbnail,
  behaviors: [],
});
