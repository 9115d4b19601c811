/**
 * The pivot table's aggregate functions (Superset's `aggregateFunction` choices), used by the
 * table the browser draws and by the server's pivoted results (CSV and `post_processed`), so a
 * download holds the numbers the chart shows. Each cell, subtotal and total collects the metric
 * values that fall into it and reduces them.
 *
 * Missing values (null, undefined, NaN) are skipped by every aggregate, as pandas skips them: a
 * count counts values, a sum of nothing is 0, and a mean, median, minimum, maximum, first or last
 * of nothing is null. Numeric aggregates read numeric text as numbers (DECIMAL columns arrive as
 * text) and skip other text. "First" and "Last" follow the natural order of the values, so they
 * do not depend on the order the database returned rows in. The "as Fraction of" kinds reduce as
 * their inner sum or count; the pivot divides by the base cell named by `fractionBase`.
 */
import { toNumber } from '../json/to-number';
import { naturalSort } from './natural-sort';

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

/** What a cell shows: a number, text (List Unique Values, First of text) or nothing. */
export type PivotCellValue = number | string | null;

export interface PivotAccumulator {
  push(value: unknown): void;
  value(): PivotCellValue;
}

/** What a fraction divides by: the grand total, the cell's row, or its column. */
export type FractionBase = 'total' | 'row' | 'col';

export function isPivotAggregate(value: unknown): value is PivotAggregate {
  return typeof value === 'string' && (PIVOT_AGGREGATES as readonly string[]).includes(value);
}

export function fractionBase(name: PivotAggregate): FractionBase | null {
  if (name.endsWith('Fraction of Total')) return 'total';
  if (name.endsWith('Fraction of Rows')) return 'row';
  if (name.endsWith('Fraction of Columns')) return 'col';
  return null;
}

function isMissing(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
  );
}

/** An accumulator over the numeric values only; other values are skipped. */
function numeric(push: (x: number) => void, value: () => PivotCellValue): PivotAccumulator {
  return {
    push: (raw) => {
      const x = toNumber(raw);
      if (x !== null) push(x);
    },
    value,
  };
}

function count(): PivotAccumulator {
  let n = 0;
  return {
    push: (value) => {
      if (!isMissing(value)) n += 1;
    },
    value: () => n,
  };
}

/** Distinct values in order of arrival; 1 and '1' are different values. */
function uniques(reduce: (values: unknown[]) => PivotCellValue): PivotAccumulator {
  const seen = new Map<string, unknown>();
  return {
    push: (value) => {
      if (isMissing(value)) return;
      const key = `${typeof value}:${String(value)}`;
      if (!seen.has(key)) seen.set(key, value);
    },
    value: () => reduce([...seen.values()]),
  };
}

/** Compensated (Neumaier) sum, so long columns of decimals add up to the correctly rounded total. */
function sum(): PivotAccumulator {
  let total = 0;
  let compensation = 0;
  return numeric(
    (x) => {
      const t = total + x;
      compensation += Math.abs(total) >= Math.abs(x) ? total - t + x : x - t + total;
      total = t;
    },
    () => total + compensation,
  );
}

function average(): PivotAccumulator {
  const total = sum();
  let n = 0;
  return numeric(
    (x) => {
      total.push(x);
      n += 1;
    },
    () => (n === 0 ? null : (total.value() as number) / n),
  );
}

/** Sample variance (ddof = 1) in one pass (Welford); a sample of one or none has no spread. */
function sampleVariance(root: boolean): PivotAccumulator {
  let n = 0;
  let mean = 0;
  let squares = 0;
  return numeric(
    (x) => {
      n += 1;
      const nextMean = mean + (x - mean) / n;
      squares += (x - mean) * (x - nextMean);
      mean = nextMean;
    },
    () => {
      if (n <= 1) return 0;
      const variance = squares / (n - 1);
      return root ? Math.sqrt(variance) : variance;
    },
  );
}

function median(): PivotAccumulator {
  const values: number[] = [];
  return numeric(
    (x) => values.push(x),
    () => {
      if (values.length === 0) return null;
      const sorted = [...values].sort((a, b) => a - b);
      const middle = (sorted.length - 1) / 2;
      return ((sorted[Math.floor(middle)] as number) + (sorted[Math.ceil(middle)] as number)) / 2;
    },
  );
}

function extreme(mode: 'min' | 'max'): PivotAccumulator {
  let best: number | null = null;
  return numeric(
    (x) => {
      if (best === null || (mode === 'min' ? x < best : x > best)) best = x;
    },
    () => best,
  );
}

function ordered(mode: 'first' | 'last'): PivotAccumulator {
  let best: unknown = null;
  return {
    push: (value) => {
      if (isMissing(value)) return;
      if (best === null) {
        best = value;
        return;
      }
      const comparison = naturalSort(value, best);
      if (mode === 'first' ? comparison < 0 : comparison > 0) best = value;
    },
    value: () => {
      if (best === null) return null;
      return typeof best === 'number' || typeof best === 'string' ? best : String(best);
    },
  };
}

/** A fresh accumulator for one cell, subtotal or total. */
export function createPivotAccumulator(name: PivotAggregate): PivotAccumulator {
  switch (name) {
    case 'Count':
    case 'Count as Fraction of Total':
    case 'Count as Fraction of Rows':
    case 'Count as Fraction of Columns':
      return count();
    case 'Count Unique Values':
      return uniques((values) => values.length);
    case 'List Unique Values':
      return uniques((values) => values.map((value) => String(value)).join(', '));
    case 'Sum':
    case 'Sum as Fraction of Total':
    case 'Sum as Fraction of Rows':
    case 'Sum as Fraction of Columns':
      return sum();
    case 'Average':
      return average();
    case 'Median':
      return median();
    case 'Sample Variance':
      return sampleVariance(false);
    case 'Sample Standard Deviation':
      return sampleVariance(true);
    case 'Minimum':
      return extreme('min');
    case 'Maximum':
      return extreme('max');
    case 'First':
      return ordered('first');
    case 'Last':
      return ordered('last');
  }
}

/** The aggregate of a whole list of values at once. */
export function aggregatePivotValues(
  name: PivotAggregate,
  values: readonly unknown[],
): PivotCellValue {
  const accumulator = createPivotAccumulator(name);
  for (const value of values) accumulator.push(value);
  return accumulator.value();
}
