/** The Partition Chart entry of the chart type picker. */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Partition Chart'),
  category: t('Part of a Whole'),
  description: t(
    'An icicle of a hierarchy: the total at the left splits, one column per level, into its groups, each as tall as its share of its parent. Click a group to zoom into it.',
  ),
  tags: ['Categorical', 'Comparison', 'Legacy', 'Multi-Levels', 'Proportional'],
  thumbnail,
  behaviors: [],
});
