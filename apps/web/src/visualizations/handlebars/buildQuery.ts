/**
 * The Handlebars chart's data request (Superset's handlebars buildQuery): the rows a table would
 * ask for. Aggregate mode groups by `groupby` with `metrics` and `percent_metrics` (their share
 * of the total, as `%<label>` columns), ordered by the sort metric or the first metric;
 * `include_time` adds the legacy `__timestamp`. Raw mode lists `all_columns` in `order_by_cols`.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { type QueryContext, type RawQueryObject } from '@panorama/core/query/query-object';
import { getMetricLabel } from '@panorama/core/query/labels';
import { readMetric, readMetricList, uniqueMetrics } from '../shared/formDataMetrics';
import { queryModeOf } from './handlebarsFormData';

export function buildQuery(formData: QueryFormData): QueryContext {
  const mode = queryModeOf(formData);
  const descending = formData.order_desc !== false;
  return buildQueryContext({ ...formData, query_mode: mode }, (base) => {
    if (mode === 'raw') return [{ ...base, post_processing: [] }];
    const metrics = readMetricList(formData.metrics);
    const percentMetrics = readMetricList(formData.percent_metrics);
    const sortMetric = readMetric(formData.timeseries_limit_metric);
    const [first] = metrics;
    const orderby: RawQueryObject['orderby'] = sortMetric
      ? [[sortMetric, !descending]]
      : first
        ? [[first, !descending]]
        : [];
    const percentLabels = [...new Set(percentMetrics.map(getMetricLabel))];
    return [
      {
        ...base,
        metrics: uniqueMetrics([...metrics, ...percentMetrics]),
        orderby,
        post_processing: percentLabels.length
          ? [
              {
                operation: 'contribution',
                options: {
                  columns: percentLabels,
                  rename_columns: percentLabels.map((label) => `%${label}`),
                },
              },
            ]
          : [],
        ...(formData.include_time === true ? { is_timeseries: true } : {}),
      },
    ];
  });
}
