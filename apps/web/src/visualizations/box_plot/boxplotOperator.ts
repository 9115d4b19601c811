/**
 * The `boxplot` post-processing step of a box plot query (run by the server) from Superset's
 * `whiskerOptions` choice: 'Tukey' (1.5 × IQR), 'Min/max (no outliers)', or 'N/M percentiles'.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, PostProcessingRule } from '@panorama/core/query/query-object';
import { type Metric } from '@panorama/core/query/query-object';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';

export const WHISKER_OPTIONS = [
  'Tukey',
  'Min/max (no outliers)',
  '2/98 percentiles',
  '9/91 percentiles',
] as const;

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

export type WhiskerSettings =
  | { whisker_type: 'tukey' }
  | { whisker_type: 'min/max' }
  | { whisker_type: 'percentile'; percentiles: [number, number] };

/** The whisker settings of a choice; Tukey when unset, an error for anything unknown. */
export function whiskerSettings(option: unknown): WhiskerSettings {
  if (option === undefined || option === null || option === '' || option === 'Tukey') {
    return { whisker_type: 'tukey' };
  }
  if (option === 'Min/max (no outliers)') return { whisker_type: 'min/max' };
  const match = typeof option === 'string' ? PERCENTILES.exec(option.trim()) : null;
  if (match) {
    return {
      whisker_type: 'percentile',
      percentiles: [Number(match[1]), Number(match[2])],
    };
  }
  throw new Error(`Unsupported whisker type: ${String(option)}`);
}

export function boxplotOperator(
  formData: QueryFormData,
  groupby: readonly Column[],
  metrics: readonly Metric[],
): PostProcessingRule {
  return {
    operation: 'boxplot',
    options: {
      ...whiskerSettings(formData.whiskerOptions),
      groupby: groupby.map(getColumnLabel),
      metrics: metrics.map(getMetricLabel),
    },
  };
}
