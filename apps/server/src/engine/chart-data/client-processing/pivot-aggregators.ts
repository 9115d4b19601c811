/**
 * The pivot table's aggregate functions as Superset's server-side copy of the chart applies them
 * (client_processing.pivot_v2_aggfunc_map): over the cells of one pivot group, and again over a
 * block of cells for totals and subtotals. Missing cells are skipped, as pandas does; a sum of
 * nothing is 0 and a mean of nothing is missing.
 */
import {
  nanCount,
  nanMax,
  nanMean,
  nanMedian,
  nanMin,
  nanStd,
  nanSum,
  nanVar,
} from '../../post-processing/stats';
import { isMissing, pythonStr, toNumber } from '../../post-processing/values';

export const PIVOT_AGGREGATES = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;
export type PivotAggregate = (typeof PIVOT_AGGREGATES)[number];

export const DEFAULT_PIVOT_AGGREGATE: PivotAggregate = 'Sum';

export function isPivotAggregate(value: unknown): value is PivotAggregate {
  return typeof value === 'string' && (PIVOT_AGGREGATES as readonly string[]).includes(value);
}

export type FractionOf = 'Total' | 'Rows' | 'Columns';

/** `Sum as Fraction of Rows` → 'Rows'; null for the plain aggregates. */
export function fractionOf(aggregate: PivotAggregate): FractionOf | null {
  const match = / as Fraction of (Total|Rows|Columns)$/.exec(aggregate);
  return match ? (match[1] as FractionOf) : null;
}

function numbers(values: readonly unknown[]): Float64Array {
  const out = new Float64Array(values.length);
  values.forEach((v, i) => {
    out[i] = isMissing(v) ? NaN : toNumber(v, true);
  });
  return out;
}

function present(values: readonly unknown[]): unknown[] {
  return values.filter((v) => !isMissing(v));
}

/** Sample statistics of one value are 0 in Superset's table, not missing. */
function sampleStat(values: readonly unknown[], stat: (xs: Float64Array) => number): number {
  const xs = numbers(values);
  return nanCount(xs) > 1 ? stat(xs) : 0;
}

export function aggregateCells(aggregate: PivotAggregate, values: readonly unknown[]): unknown {
  switch (aggregate) {
    case 'Count':
    case 'Count as Fraction of Total':
    case 'Count as Fraction of Rows':
    case 'Count as Fraction of Columns':
      return present(values).length;
    case 'Count Unique Values':
      return new Set(present(values).map((v) => `${typeof v}:${String(v)}`)).size;
    case 'List Unique Values':
      return [...new Set(values.map((v) => (isMissing(v) ? 'nan' : pythonStr(v))))].join(', ');
    case 'Sum':
    case 'Sum as Fraction of Total':
    case 'Sum as Fraction of Rows':
    case 'Sum as Fraction of Columns':
      return nanSum(numbers(values));
    case 'Average':
      return nanMean(numbers(values));
    case 'Median':
      return nanMedian(numbers(values));
    case 'Sample Variance':
      return sampleStat(values, (xs) => nanVar(xs, 1));
    case 'Sample Standard Deviation':
      return sampleStat(values, (xs) => nanStd(xs, 1));
    case 'Minimum':
      return nanMin(numbers(values));
    case 'Maximum':
      return nanMax(numbers(values));
    case 'First':
      return values[0] ?? null;
    case 'Last':
      return values[values.length - 1] ?? null;
  }
}
