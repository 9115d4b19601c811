/** The Heatmap entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Heatmap'),
  category: t('Correlation'),
  description: t(
    'A grid of two dimensions, one per axis, where each cell is shaded by a metric. Shows where values concentrate and how two dimensions relate; cells can be shaded by rank within the whole grid, a column or a row.',
  ),
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  thumbnail,
  // Drill menus on right click; no cross filters.
  behaviors: ['DRILL_TO_DETAIL', 'DRILL_BY'],
});
