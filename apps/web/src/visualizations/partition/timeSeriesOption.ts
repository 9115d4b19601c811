/**
 * Superset's Partition Chart time-series options (`time_series_option`) and what each needs:
 * every option but "Not Time Series" asks for the rows per time bucket; "Time Series" and
 * "Advanced Analytics" draw the buckets as a level of their own, right after the metric.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';

export const TIME_SERIES_OPTIONS = [
  'not_time',
  'time_series',
  'agg_mean',
  'agg_sum',
  'point_diff',
  'point_percent',
  'point_factor',
  'adv_anal',
] as const;

export type TimeSeriesOption = (typeof TIME_SERIES_OPTIONS)[number];

/** The chosen option; an unknown one is drawn as "Time Series", as Superset's fallback does. */
export function timeSeriesOptionOf(formData: QueryFormData): TimeSeriesOption {
  const value = formData.time_series_option;
  if (value === undefined || value === null || value === '') return 'not_time';
  return (TIME_SERIES_OPTIONS as readonly unknown[]).includes(value)
    ? (value as TimeSeriesOption)
    : 'time_series';
}

/** Whether the query groups by the time column too. */
export function usesTime(formData: QueryFormData): boolean {
  return timeSeriesOptionOf(formData) !== 'not_time';
}

/** Whether the icicle has a level of dates between the metric and the group-by levels. */
export function hasDateLevel(option: TimeSeriesOption): boolean {
  return option === 'time_series' || option === 'adv_anal';
}
