/**
 * The Multiple Layers chart asks nothing of its own dataset (Superset's query object for it is
 * empty): each layer runs its saved chart's query when the map draws. The request therefore has
 * no query objects, and the chart runtime sends none.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';

export function buildQuery(formData: QueryFormData): QueryContext {
  return { ...buildQueryContext(formData), queries: [] };
}
