/**
 * The parallel coordinates' chart data request (Superset's `para` buildQuery): the metrics (and
 * the colour metric) grouped by the `series` column; the sort metric is asked for too, and
 * orders the rows, largest first, when `order_desc` is on.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';

export function buildQuery(formData: QueryFormData): QueryContext {
  const sortMetric = readMetric(formData.timeseries_limit_metric);
  return buildQueryContext(formData, (base) => {
    const metrics = base.metrics ?? [];
    const sortLabel = sortMetric === undefined ? undefined : getMetricLabel(sortMetric);
    const withSort =
      sortMetric === undefined || metrics.some((metric) => getMetricLabel(metric) === sortLabel)
        ? metrics
        : [...metrics, sortMetric];
    return [
      {
        ...base,
        metrics: withSort,
        orderby:
          sortMetric !== undefined && formData.order_desc === true ? [[sortMetric, false]] : [],
      },
    ];
  });
}
