/**
 * The chart data request of every ECharts time-series type (Superset's Timeseries buildQuery):
 * the base query with the x axis first among the columns (made a BASE_AXIS column carrying the
 * time grain by buildQueryContext) followed by the group-by columns, series limited by the
 * group-by, ordered by the series-limit metric or the first metric, time offsets when comparing,
 * and the post-processing chain pivot → rolling/cum → compare → resample → rename →
 * contribution → sort → flatten.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type {
  Metric,
  PostProcessingRule,
  QueryContext,
  RawQueryObject,
} from '@panorama/core/query/query-object';
import { getMetricLabel } from '@panorama/core/query/labels';
import {
  compareOperator,
  contributionOperator,
  flattenOperator,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingOperator,
  sortOperator,
  type OperatorContext,
} from './timeseriesOperators';
import {
  groupbyOf,
  isTimeComparison,
  timeCompareOf,
  xAxisColumnOf,
  xAxisLabelOf,
} from './timeseriesQueryFields';

/** Superset's normalizeOrderBy: a valid explicit order, else the limit metric, else metric 1. */
function orderbyOf(base: RawQueryObject): RawQueryObject['orderby'] {
  const first = base.orderby[0];
  if (Array.isArray(first) && first.length === 2 && typeof first[1] === 'boolean') {
    return base.orderby;
  }
  const ascending = !base.order_desc;
  const limitMetric = base.timeseries_limit_metric ?? base.series_limit_metric;
  if (limitMetric) return [[limitMetric, ascending]];
  const firstMetric: Metric | undefined = base.metrics?.[0];
  return firstMetric === undefined ? [] : [[firstMetric, ascending]];
}

export function buildTimeseriesQuery(formData: QueryFormData): QueryContext {
  const xAxis = xAxisColumnOf(formData);
  const groupby = groupbyOf(formData);
  // The legacy time column stands in as x axis, so the query is normalised the same way.
  const effectiveFormData: QueryFormData =
    xAxis === undefined ? formData : { ...formData, x_axis: xAxis };

  return buildQueryContext(effectiveFormData, (base) => {
    const context: OperatorContext = {
      formData: effectiveFormData,
      xAxisLabel: xAxisLabelOf(effectiveFormData),
      metricLabels: (base.metrics ?? []).map(getMetricLabel),
      groupby,
    };
    const comparing = isTimeComparison(effectiveFormData);
    const timeOffsets = comparing ? timeCompareOf(effectiveFormData) : [];
    const postProcessing: Array<PostProcessingRule | undefined> = [
      pivotOperator(context),
      rollingOperator(context),
      compareOperator(context),
      resampleOperator(context),
      renameOperator(context),
      contributionOperator(context, timeOffsets),
      sortOperator(context),
      flattenOperator(),
    ];
    return [
      {
        ...base,
        columns: [...(xAxis === undefined ? [] : [xAxis]), ...groupby],
        series_columns: groupby,
        // Without an x axis the server's legacy path adds `__timestamp` at the time grain.
        ...(xAxis === undefined ? { is_timeseries: true } : {}),
        orderby: orderbyOf(base),
        time_offsets: timeOffsets,
        post_processing: postProcessing.filter((rule): rule is PostProcessingRule => !!rule),
      },
    ];
  });
}
