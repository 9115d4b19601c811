/**
 * The paired t-test's chart data request (Superset's PairedTTestViz): the metrics per time bucket
 * of the time column at the time grain (the `__timestamp` series), per group. A sort metric
 * outside the metrics is asked for too, and orders the series when descending order is on.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric, readMetricList } from '../shared/formDataMetrics';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metrics = readMetricList(formData.metrics);
  const sortBy = readMetric(formData.timeseries_limit_metric);
  const labels = new Set(metrics.map(getMetricLabel));
  const withSort = sortBy && !labels.has(getMetricLabel(sortBy)) ? [...metrics, sortBy] : metrics;
  const descending = formData.order_desc === true;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      metrics: withSort,
      is_timeseries: true,
      orderby: sortBy && descending ? [[sortBy, false]] : base.orderby,
    },
  ]);
}
