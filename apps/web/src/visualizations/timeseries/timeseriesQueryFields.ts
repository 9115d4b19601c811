/**
 * What the time-series query and its post-processing are derived from: the x axis (its column
 * and result label), metric labels, and Superset's time-comparison rules (`time_compare` +
 * `comparison_type`). Shared by buildQuery (request) and transformProps (reading the result).
 */
import { DTTM_ALIAS } from '@panorama/core/query/build-query-object';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { Column, Metric } from '@panorama/core/query/query-object';

export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** Superset's separator between a metric and its offset (`SUM(x)__1 year ago`). */
export const TIME_COMPARISON_SEPARATOR = '__';

/** The x-axis column: `x_axis`, else the legacy time column `granularity_sqla`. */
export function xAxisColumnOf(formData: QueryFormData): Column | undefined {
  const xAxis = formData.x_axis;
  if (typeof xAxis === 'string' ? xAxis !== '' : Boolean(xAxis)) return xAxis as Column;
  const legacy = formData.granularity_sqla;
  return typeof legacy === 'string' && legacy !== '' ? legacy : undefined;
}

/** The x column's name in results; `__timestamp` for legacy charts without an x axis. */
export function xAxisLabelOf(formData: QueryFormData): string {
  const column = xAxisColumnOf(formData);
  return column === undefined ? DTTM_ALIAS : getColumnLabel(column);
}

export function metricsOf(formData: QueryFormData): Metric[] {
  const metrics = Array.isArray(formData.metrics) ? formData.metrics : [];
  return metrics.filter((metric) => typeof metric !== 'string' || metric !== '');
}

export function metricLabelsOf(metrics: readonly Metric[]): string[] {
  return metrics.map(getMetricLabel);
}

export function groupbyOf(formData: QueryFormData): Column[] {
  const groupby = Array.isArray(formData.groupby) ? formData.groupby : [];
  return groupby.filter((column) => typeof column !== 'string' || column !== '');
}

export function timeCompareOf(formData: QueryFormData): string[] {
  const value = formData.time_compare;
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.filter((offset): offset is string => typeof offset === 'string' && offset !== '');
}

export function comparisonTypeOf(formData: QueryFormData): ComparisonType | undefined {
  const value = formData.comparison_type;
  return (COMPARISON_TYPES as readonly unknown[]).includes(value)
    ? (value as ComparisonType)
    : undefined;
}

/** A time comparison is requested: a known comparison type and at least one offset. */
export function isTimeComparison(formData: QueryFormData): boolean {
  return comparisonTypeOf(formData) !== undefined && timeCompareOf(formData).length > 0;
}

/** `metric__offset` → `metric`, for every metric and offset (Superset's getMetricOffsetsMap). */
export function metricOffsetMap(formData: QueryFormData): Map<string, string> {
  const map = new Map<string, string>();
  const offsets = timeCompareOf(formData);
  for (const label of metricLabelsOf(metricsOf(formData))) {
    for (const offset of offsets) {
      map.set([label, offset].join(TIME_COMPARISON_SEPARATOR), label);
    }
  }
  return map;
}
