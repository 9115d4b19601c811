/**
 * `cum`: cumulative sum, product, minimum or maximum down each mapped column.
 * Missing values: current Superset fills them with 0 before the cumulative step, which is what
 * makes a running total carry on through a gap, so `sum` does the same. For prod/min/max that
 * fill would turn a gap into a 0 that poisons the rest of the series, so those follow pandas
 * instead: a missing cell stays missing and does not take part.
 */
import { appendColumns } from './append-columns';
import { validateColumnArgs } from './column-refs';
import { readString, type Options } from './options';
import { invalidCumulativeOperator } from './post-processing-errors';
import type { Column, Table } from './table';
import { mappedColumns } from './value-columns';
import { numericValues } from './values';

export const CUMULATIVE_OPERATORS = ['sum', 'prod', 'min', 'max'] as const;
export type CumulativeOperator = (typeof CUMULATIVE_OPERATORS)[number];

export function cumulative(xs: Float64Array, operator: CumulativeOperator): Float64Array {
  const out = new Float64Array(xs.length);
  let acc = NaN;
  let compensation = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    if (operator === 'sum') {
      // Neumaier-compensated running total; a missing value adds 0.
      const v = Number.isNaN(x) ? 0 : x;
      const prev = Number.isNaN(acc) ? 0 : acc;
      const t = prev + v;
      compensation += Math.abs(prev) >= Math.abs(v) ? prev - t + v : v - t + prev;
      acc = t;
      out[i] = acc + compensation;
      continue;
    }
    if (Number.isNaN(x)) {
      out[i] = NaN;
      continue;
    }
    if (Number.isNaN(acc)) acc = x;
    else if (operator === 'prod') acc *= x;
    else if (operator === 'min') acc = Math.min(acc, x);
    else acc = Math.max(acc, x);
    out[i] = acc;
  }
  return out;
}

export function cum(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns');
  const operator = readString(options, 'operator');
  if (operator === undefined || !(CUMULATIVE_OPERATORS as readonly string[]).includes(operator)) {
    throw invalidCumulativeOperator(operator ?? 'None');
  }
  const computed = mappedColumns(table, options).map(({ position, target }) => ({
    position,
    target,
    values: cumulative(
      numericValues(table.columns[position] as Column),
      operator as CumulativeOperator,
    ),
  }));
  return appendColumns(table, computed);
}
