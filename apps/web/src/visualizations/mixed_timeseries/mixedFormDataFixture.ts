/**
 * Test support: the form data the mixed chart's tests start from. Query A counts rows per month
 * without grouping; query B sums `num` per gender on the same time axis.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';

export const MIXED_FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: [],
  metrics_b: ['SUM(num)'],
  groupby_b: ['gender'],
};
