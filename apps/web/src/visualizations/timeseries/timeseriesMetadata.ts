/**
 * What every time-series chart type's metadata shares: the category, the behaviours
 * (interactive cross filters, drill to detail, drill by) and the base tags.
 */
import { t } from '../../i18n/t';
import type { ChartBehavior, ChartMetadata } from '../chartPluginTypes';
import { pickerMetadata } from '../shared/pickerMetadata';

export const TIMESERIES_BEHAVIORS: ChartBehavior[] = [
  'INTERACTIVE_CHART',
  'DRILL_TO_DETAIL',
  'DRILL_BY',
];

export function timeseriesMetadata(
  fields: Pick<ChartMetadata, 'name' | 'description' | 'thumbnail'> & { tags: string[] },
): ChartMetadata {
  return pickerMetadata({ ...fields, category: t('Evolution'), behaviors: TIMESERIES_BEHAVIORS });
}
