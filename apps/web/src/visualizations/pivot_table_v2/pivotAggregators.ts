/**
 * The aggregation functions of the pivot table (Superset's `aggregateFunction` choices). Each
 * cell, subtotal and total collects the metric values that fall into it and reduces them; the
 * query already aggregated per cell, so "Sum" mostly matters for totals. The "as Fraction of"
 * kinds divide a cell's sum or count by that of the grand total, its row or its column.
 */
import { toNumber } from '../shared/e/formDataReaders';
import { naturalSort } from './naturalSort';

export const AGGREGATE_FUNCTIONS = [
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

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export const DEFAULT_AGGREGATE_FUNCTION: AggregateFunction = 'Sum';

/** What a cell shows: a number, text (List Unique Values, First of text) or nothing. */
export type PivotCellValue = number | string | null;

export interface Accumulator {
  push(value: unknown): void;
  value(): PivotCellValue;
}

/** What a fraction divides by: the grand total, the cell's row, or its column. */
export type FractionBase = 'total' | 'row' | 'col';

export function isAggregateFunction(value: unknown): value is AggregateFunction {
  return typeof value === 'string' && (AGGREGATE_FUNCTIONS as readonly string[]).includes(value);
}

export function fractionBase(name: AggregateFunction): FractionBase | null {
  if (name.endsWith('Fraction of Total')) return 'total';
  if (name.endsWith('Fraction of Rows')) return 'row';
  if (name.endsWith('Fraction of Columns')) return 'col';
  return null;
}

function count(): Accumulator {
  let n = 0;
  return {
    push: () => {
      n += 1;
    },
    value: () => n,
  };
}

function uniques(reduce: (values: unknown[]) => PivotCellValue): Accumulator {
  const seen: unknown[] = [];
  return {
    push: (value) => {
      if (!seen.includes(value)) seen.push(value);
    },
    value: () => reduce(seen),
  };
}

function sum(): Accumulator {
  let total = 0;
  return {
    push: (value) => {
      const number = toNumber(value);
      if (number !== null) total += number;
    },
    value: () => total,
  };
}

/** Mean and sample variance in one pass (Welford), so large cells stay accurate. */
function runningStat(mode: 'mean' | 'var' | 'stdev'): Accumulator {
  let n = 0;
  let mean = 0;
  let squares = 0;
  return {
    push: (value) => {
      const x = toNumber(value);
      if (x === null) return;
      n += 1;
      const nextMean = mean + (x - mean) / n;
      squares += (x - mean) * (x - nextMean);
      mean = nextMean;
    },
    value: () => {
      if (mode === 'mean') return n === 0 ? null : mean;
      // A sample of one has no spread (ddof = 1).
      if (n <= 1) return 0;
      const variance = squares / (n - 1);
      return mode === 'var' ? variance : Math.sqrt(variance);
    },
  };
}

function median(): Accumulator {
  const values: number[] = [];
  return {
    push: (value) => {
      const number = toNumber(value);
      if (number !== null) values.push(number);
    },
    value: () => {
      if (values.length === 0) return null;
      const sorted = [...values].sort((a, b) => a - b);
      const middle = (sorted.length - 1) / 2;
      return ((sorted[Math.floor(middle)] as number) + (sorted[Math.ceil(middle)] as number)) / 2;
    },
  };
}

function extreme(mode: 'min' | 'max'): Accumulator {
  let best: number | null = null;
  return {
    push: (value) => {
      const number = toNumber(value);
      if (number === null) return;
      if (best === null) best = number;
      else best = mode === 'min' ? Math.min(best, number) : Math.max(best, number);
    },
    value: () => best,
  };
}

/** First / Last in the natural order of the values (Superset's meaning, not arrival order). */
function ordered(mode: 'first' | 'last'): Accumulator {
  let best: unknown = undefined;
  return {
    push: (value) => {
      if (value === undefined) return;
      if (best === undefined) {
        best = value;
        return;
      }
      const comparison = naturalSort(value, best);
      if (mode === 'first' ? comparison <= 0 : comparison >= 0) best = value;
    },
    value: () => {
      if (best === undefined || best === null) return null;
      return typeof best === 'number' || typeof best === 'string' ? best : String(best);
    },
  };
}

/**
 * A fresh accumulator for one cell. For the fraction kinds this is the inner sum or count; the
 * pivot divides it by the base cell's (see `fractionBase`).
 */
export function createAccumulator(name: AggregateFunction): Accumulator {
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
      return runningStat('mean');
    case 'Median':
      return median();
    case 'Sample Variance':
      return runningStat('var');
    case 'Sample Standard Deviation':
      return runningStat('stdev');
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
