/** The Sankey Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Sankey Chart'),
  category: t('Flow'),
  description: t(
    'Bands run from source values to target values, as wide as the metric says, so the biggest flows between stages stand out. The flows must not loop back.',
  ),
  tags: ['Directional', 'Distribution', 'Flow', 'ECharts'],
  thumbnail,
  // Drill menus on right click; no cross filters.
  behaviors: ['DRILL_TO_DETAIL', 'DRILL_BY'],
});
