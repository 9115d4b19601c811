/**
 * The period pivot's chart data request (Superset's TimePivotViz): its one metric per time
 * bucket of the time column (`x_axis`, else the legacy `granularity_sqla`) at the time grain, in
 * the time range and filters, with the rolling window the form data asks for. It is the
 * time-series request with a single metric and no group-by; the period split happens on the
 * result, in transformProps, because it depends only on `freq`.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';
import { buildTimeseriesQuery } from '../timeseries/buildTimeseriesQuery';

export function buildQuery(formData: QueryFormData): QueryContext {
  const metric = readMetric(formData.metric);
  return buildTimeseriesQuery({
    ...formData,
    metrics: metric === undefined ? [] : [metric],
    groupby: [],
  });
}
