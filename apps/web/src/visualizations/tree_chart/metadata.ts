/** The Tree Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Tree Chart'),
  category: t('Part of a Whole'),
  description: t(
    'Draws a hierarchy stored as rows that each name their parent (an organisation chart, a file tree): branches fan out from a root, sideways, downwards or in a circle, and can be folded open and shut.',
  ),
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural'],
  thumbnail,
  // Emits no cross filters and offers no drill menus.
  behaviors: [],
});
