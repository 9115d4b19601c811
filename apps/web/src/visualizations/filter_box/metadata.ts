/** The Filter Box entry of the chart type picker (Superset's legacy filter box). */
import { t } from '../../i18n/t';
import type { ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';
import thumbnail from './thumbnail.svg';

export const metadata: ChartMetadata = pickerMetadata({
  name: t('Filter box'),
  category: t('Tools'),
  description: t(
    "A chart of select boxes, one per column, and an optional time range: on a dashboard, what the viewer picks filters the other charts in the filter's scope. Native filters in the filter bar are the newer way to do this.",
  ),
  tags: ['Legacy', 'Filter'],
  thumbnail,
  behaviors: [],
});
