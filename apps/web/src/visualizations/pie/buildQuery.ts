/**
 * The pie's chart data request (Superset's Pie buildQuery): one metric grouped by the
 * dimensions, largest slices first when `sort_by_metric` is on.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';

export function buildQuery(formData: QueryFormData): QueryContext {
  const { metric } = formData;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
