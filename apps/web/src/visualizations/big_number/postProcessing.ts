/**
 * The post-processing steps of the trendline query, with Superset's option shapes (the server
 * runs them): pivot the metric by time, the advanced-analytics rolling window or
 * cumulative sum, resampling, flatten; and for an aggregated big number, one `aggregate` step.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { PostProcessingRule } from '@panorama/core/query/query-object';

function toInt(value: unknown, fallback: number): number {
  const number = Number(value);
  return value === null || value === undefined || value === '' || !Number.isInteger(number)
    ? fallback
    : number;
}

export function pivotByTime(timeLabel: string, metricLabels: string[]): PostProcessingRule {
  return {
    operation: 'pivot',
    options: {
      index: [timeLabel],
      columns: [],
      aggregates: Object.fromEntries(metricLabels.map((label) => [label, { operator: 'mean' }])),
      drop_missing_columns: false,
    },
  };
}

/** `rolling_type`: cumsum → cumulative sum; mean / sum / std over `rolling_periods` rows. */
export function rollingWindow(
  formData: QueryFormData,
  metricLabels: string[],
): PostProcessingRule | null {
  const type = formData.rolling_type;
  const columns = Object.fromEntries(metricLabels.map((label) => [label, label]));
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  if (type === 'mean' || type === 'sum' || type === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: type,
        window: toInt(formData.rolling_periods, 1),
        min_periods: toInt(formData.min_periods, 0),
        columns,
      },
    };
  }
  return null;
}

/** `resample_rule` + `resample_method`; 'zerofill' is asfreq filling gaps with 0. */
export function resample(formData: QueryFormData): PostProcessingRule | null {
  const rule = formData.resample_rule;
  const method = formData.resample_method;
  if (typeof rule !== 'string' || !rule || typeof method !== 'string' || !method) return null;
  const zeroFill = method === 'zerofill';
  return {
    operation: 'resample',
    options: { method: zeroFill ? 'asfreq' : method, rule, fill_value: zeroFill ? 0 : null },
  };
}

export const FLATTEN: PostProcessingRule = { operation: 'flatten' };

/** Every value of the metric reduced to one (`aggregation`: sum, mean, min, max, median). */
export function aggregateAll(metricLabel: string, operator: string): PostProcessingRule {
  return {
    operation: 'aggregate',
    options: { groupby: [], aggregates: { [metricLabel]: { operator } } },
  };
}
