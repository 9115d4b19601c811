/** The Graph Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Graph Chart'),
  category: t('Flow'),
  description: t(
    'A network of nodes joined by links: each row links a source to a target, nodes grow with the value of their links and links widen with theirs. Laid out by forces or on a circle; categories colour the nodes.',
  ),
  tags: [
    'Circular',
    'Comparison',
    'Directional',
    'ECharts',
    'Relational',
    'Structural',
    'Transformable',
  ],
  thumbnail,
  // Emits no cross filters and offers no drill menus.
  behaviors: [],
});
