/**
 * The big number with trendline asks for the metric per time bucket (the x-axis truncated to
 * `time_grain_sqla`, or the legacy `__timestamp` when no x-axis is set), pivoted by time with
 * the optional rolling window and resampling. With an `aggregation` other than the last value a
 * second query reduces all buckets to one number.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import { DTTM_ALIAS } from '@panorama/core/query/build-query-object';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { aggregateAll, FLATTEN, pivotByTime, resample, rollingWindow } from './postProcessing';

export const LAST_VALUE = 'LAST_VALUE';

export function buildQuery(formData: QueryFormData): QueryContext {
  const xAxis = formData.x_axis ?? null;
  const timeLabel = xAxis ? getColumnLabel(xAxis) : DTTM_ALIAS;
  const aggregation = typeof formData.aggregation === 'string' ? formData.aggregation : LAST_VALUE;

  return buildQueryContext(formData, (base) => {
    const metricLabels = (base.metrics ?? []).map(getMetricLabel);
    const pivot = pivotByTime(timeLabel, metricLabels);
    const trend: RawQueryObject = {
      ...base,
      columns: xAxis ? [xAxis] : [],
      ...(xAxis ? {} : { is_timeseries: true }),
      post_processing: [
        pivot,
        rollingWindow(formData, metricLabels),
        resample(formData),
        FLATTEN,
      ].filter((rule) => rule !== null),
    };
    const [metricLabel] = metricLabels;
    if (aggregation === LAST_VALUE || !metricLabel) return [trend];
    return [trend, { ...trend, post_processing: [pivot, aggregateAll(metricLabel, aggregation)] }];
  });
}
