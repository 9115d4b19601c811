/**
 * One metric over the filtered time range, and the same metric over the earlier period the
 * comparison names, which the server runs as a time offset and joins as `<metric>__<offset>`.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { comparisonOffset } from './popKpiFormData';

export function buildQuery(formData: QueryFormData): QueryContext {
  const offset = comparisonOffset(formData);
  return buildQueryContext(formData, (base) => [
    { ...base, columns: [], orderby: [], time_offsets: offset ? [offset] : [] },
  ]);
}
