/**
 * The radar's chart data request (Superset's Radar buildQuery): the metrics grouped by the
 * series columns, ordered by the "sort by" metric, else by the first metric, largest first (so a
 * row limit keeps the biggest series).
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';

export function buildQuery(formData: QueryFormData): QueryContext {
  const sortBy = readMetric(formData.series_limit_metric ?? formData.timeseries_limit_metric);
  return buildQueryContext(formData, (base) => {
    const metrics = base.metrics ?? [];
    const first = metrics[0];
    let orderby: RawQueryObject['orderby'] = base.orderby;
    if (sortBy) orderby = [[sortBy, false]];
    else if (first !== undefined) orderby = [[first, false]];
    return [{ ...base, orderby }];
  });
}
