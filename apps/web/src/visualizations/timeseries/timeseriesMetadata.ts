/**
 * What every time-series chart type's metadata shares: the category, the behaviours
 * (interactive cross filters, drill to detail, drill by) and the base tags.
 */
import { t } from '../../i18n/t';
import type { ChartBehavior, ChartMetadata } from '../chartPluginTypes';

export const TIMESERIES_BEHAVIORS: ChartBehavior[] = [
  'INTERACTIVE_CHART',
  'DRILL_TO_DETAIL',
  'DRILL_BY',
];

export function timeseriesMetadata(
  fields: Pick<ChartMetadata, 'name' | 'description' | 'thumbnail'> & { tags: string[] },
): ChartMetadata {
  return {
    ...fields,
    category: t('Evolution'),
    tags: fields.tags.map((tag) => t(tag)),
    behaviors: TIMESERIES_BEHAVIORS,
    exampleGallery: [{ url: fields.thumbnail, caption: fields.name }],
  };
}
