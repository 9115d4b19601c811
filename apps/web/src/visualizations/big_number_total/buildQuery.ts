/** One metric over all rows that pass the filters: a single aggregate, no group-by. */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';

export function buildQuery(formData: QueryFormData): QueryContext {
  // `metric` is aliased to `metrics` by the base query; a total has no columns or ordering.
  return buildQueryContext(formData, (base) => [{ ...base, columns: [], orderby: [] }]);
}
