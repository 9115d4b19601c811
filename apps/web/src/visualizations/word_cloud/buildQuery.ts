/**
 * The word cloud's chart data request (Superset's word cloud): the metric per value of the
 * `series` column, the largest first when `sort_by_metric` is on (so the row limit keeps the
 * biggest words).
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      ...(formData.sort_by_metric === true && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
