/**
 * The world map's chart data request (Superset's World Map buildQuery): the colour metric, and
 * the bubble metric when it is another one, grouped by the country column; largest first with
 * `sort_by_metric`.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { Metric, QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { readColumn } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const entity = readColumn(formData, 'entity');
  const metric = readMetric(formData.metric);
  const secondary = readMetric(formData.secondary_metric);
  const metrics: Metric[] = metric === undefined ? [] : [metric];
  if (
    secondary !== undefined &&
    (metric === undefined || getMetricLabel(secondary) !== getMetricLabel(metric))
  ) {
    metrics.push(secondary);
  }
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: entity === undefined ? [] : [entity],
      metrics,
      orderby: formData.sort_by_metric && metric !== undefined ? [[metric, false]] : [],
    },
  ]);
}
