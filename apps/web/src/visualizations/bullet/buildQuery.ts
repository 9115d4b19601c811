/**
 * The bullet chart's chart data request (Superset's legacy bullet): the one metric over the
 * filtered rows, no grouping.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  return buildQueryContext(formData, (base) => [
    { ...base, columns: [], metrics: metric ? [metric] : [], orderby: [] },
  ]);
}
