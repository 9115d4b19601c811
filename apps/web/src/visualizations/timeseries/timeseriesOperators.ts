/**
 * The post-processing steps a time-series query asks the server for, one function per step,
 * with Superset's option shapes (the server runs them: engine/post-processing/). Each returns
 * undefined when the form data does not call for the step.
 *
 * The result of the raw query is long (one row per x and group); `pivot` makes it wide (one
 * row per x, one column per metric × group), the window and comparison steps work on those
 * columns, `rename` drops the metric from column names when it adds nothing, and `flatten`
 * joins multi-level names with ", " so every series is one column.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, PostProcessingRule } from '@panorama/core/query/query-object';
import {
  comparisonTypeOf,
  isTimeComparison,
  metricOffsetMap,
  TIME_COMPARISON_SEPARATOR,
  timeCompareOf,
} from './timeseriesQueryFields';

export interface OperatorContext {
  formData: QueryFormData;
  /** The x column's label (the pivot index). */
  xAxisLabel: string;
  metricLabels: string[];
  /** Group-by columns (the pivot's columns). */
  groupby: Column[];
}

/** Integer value of a form field, else the fallback (Superset's ensureIsInt). */
function toInt(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
}

export function pivotOperator(context: OperatorContext): PostProcessingRule | undefined {
  const { formData, metricLabels, xAxisLabel } = context;
  if (metricLabels.length === 0) return undefined;
  // With a time comparison the shifted copies (`metric__offset`) are pivoted too.
  const valueColumns = isTimeComparison(formData)
    ? [...metricOffsetMap(formData).values(), ...metricOffsetMap(formData).keys()]
    : metricLabels;
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: context.groupby.map(getColumnLabel).filter((label) => label !== xAxisLabel),
      // 'mean' of one value is the value; pandas' pivot would drop NaN cells with 'sum'.
      aggregates: Object.fromEntries(
        [...new Set(valueColumns)].map((label) => [label, { operator: 'mean' }]),
      ),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

/** Columns the window and comparison steps work on after the pivot. */
function valueColumnsAfterComparison(context: OperatorContext): string[] {
  const { formData } = context;
  if (!isTimeComparison(formData)) return context.metricLabels;
  const offsets = metricOffsetMap(formData);
  const comparisonType = comparisonTypeOf(formData);
  if (comparisonType === 'values') return [...offsets.values(), ...offsets.keys()];
  return [...offsets.entries()].map(([withOffset, metric]) =>
    [comparisonType, metric, withOffset].join(TIME_COMPARISON_SEPARATOR),
  );
}

export function rollingOperator(context: OperatorContext): PostProcessingRule | undefined {
  const { formData } = context;
  const rollingType = formData.rolling_type;
  const columns = Object.fromEntries(
    [...new Set(valueColumnsAfterComparison(context))].map((column) => [column, column]),
  );
  if (rollingType === 'cumsum') {
    return {
      operation: 'cum',
      options: { operator: 'sum', columns, is_pivot_df: true },
    };
  }
  if (rollingType === 'mean' || rollingType === 'sum' || rollingType === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: rollingType,
        window: toInt(formData.rolling_periods, 1),
        min_periods: toInt(formData.min_periods, 0),
        columns,
        is_pivot_df: true,
      },
    };
  }
  return undefined;
}

export function compareOperator(context: OperatorContext): PostProcessingRule | undefined {
  const { formData } = context;
  const comparisonType = comparisonTypeOf(formData);
  if (!isTimeComparison(formData) || comparisonType === 'values') return undefined;
  const offsets = metricOffsetMap(formData);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: comparisonType,
      drop_original_columns: true,
    },
  };
}

export function resampleOperator(context: OperatorContext): PostProcessingRule | undefined {
  const { formData } = context;
  const method = formData.resample_method;
  const rule = formData.resample_rule;
  if (typeof method !== 'string' || method === '' || typeof rule !== 'string' || rule === '') {
    return undefined;
  }
  // 'zerofill' is asfreq filling the new rows with 0.
  const zeroFill = method === 'zerofill';
  return {
    operation: 'resample',
    options: {
      method: zeroFill ? 'asfreq' : method,
      rule,
      fill_value: zeroFill ? 0 : null,
    },
  };
}

/**
 * Drops the metric level from column names when it adds nothing (one metric, with groups and
 * `truncate_metric`), and names time-shifted columns by their offset (`1 year ago, CA`).
 */
export function renameOperator(context: OperatorContext): PostProcessingRule | undefined {
  const { formData, metricLabels, groupby } = context;
  const offsets = timeCompareOf(formData);
  const comparing = isTimeComparison(formData);
  const truncate = formData.truncate_metric !== undefined && Boolean(formData.truncate_metric);
  if (metricLabels.length === 0) return undefined;
  if (!comparing && !((groupby.length > 0 || offsets.length > 1) && truncate)) return undefined;

  const pairs: Array<[string, string | null]> = [];
  const comparisonType = comparisonTypeOf(formData);
  if (comparing) {
    for (const [withOffset, metric] of metricOffsetMap(formData)) {
      const offset = offsets.find((candidate) => withOffset.includes(candidate)) ?? withOffset;
      const source =
        comparisonType === 'values'
          ? withOffset
          : [comparisonType, metric, withOffset].join(TIME_COMPARISON_SEPARATOR);
      pairs.push([source, metricLabels.length > 1 ? `${metric}, ${offset}` : offset]);
    }
  }
  // Differences, percentages and ratios are new measures: the metric name stays on them.
  const derived = comparing && comparisonType !== 'values';
  if (!derived && metricLabels.length === 1 && pairs.length === 0) {
    pairs.push([metricLabels[0] as string, null]);
  }
  if (pairs.length === 0) return undefined;
  return {
    operation: 'rename',
    options: { columns: Object.fromEntries(pairs), level: 0, inplace: true },
  };
}

export function contributionOperator(
  context: OperatorContext,
  timeShifts: string[],
): PostProcessingRule | undefined {
  const mode = context.formData.contributionMode;
  if (mode !== 'row' && mode !== 'column') return undefined;
  return {
    operation: 'contribution',
    options: { orientation: mode, ...(timeShifts.length ? { time_shifts: timeShifts } : {}) },
  };
}

/**
 * Superset's sortOperator: a chart without a group-by sorted by its x axis or a metric
 * (`x_axis_sort`) has its pivoted rows sorted on the server, so the results pane and every
 * consumer of the data see the order the chart draws. With a group-by the chart orders the x
 * values itself (`x_axis_sort_series`).
 */
export function sortOperator(context: OperatorContext): PostProcessingRule | undefined {
  const { formData, xAxisLabel, metricLabels, groupby } = context;
  const by = formData.x_axis_sort;
  if (groupby.length > 0 || typeof by !== 'string' || by === '') return undefined;
  if (by !== xAxisLabel && !metricLabels.includes(by)) return undefined;
  const ascending = formData.x_axis_sort_asc !== false;
  return by === xAxisLabel
    ? { operation: 'sort', options: { is_sort_index: true, ascending } }
    : { operation: 'sort', options: { by, ascending } };
}

export function flattenOperator(): PostProcessingRule {
  return { operation: 'flatten' };
}
