/** The Sunburst Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Sunburst Chart'),
  category: t('Part of a Whole'),
  description: t(
    'Nested rings show a hierarchy: the inner ring holds the first level, each ring outwards splits its parent arc by the next level, arc sizes follow the metric. A second metric can colour arcs by its ratio to the first.',
  ),
  tags: ['Aesthetic', 'ECharts', 'Multi-Levels', 'Proportional'],
  thumbnail,
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});
