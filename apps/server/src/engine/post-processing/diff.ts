/**
 * `diff`: difference with the value `periods` rows earlier (axis 0, default) or `periods`
 * columns to the left among the selected columns (axis 1), pandas `DataFrame.diff`; a negative
 * period looks forward. Cells without a partner are missing.
 */
import { appendColumns } from './append-columns';
import { validateColumnArgs } from './column-refs';
import { invalid } from './post-processing-errors';
import { readInteger, type Options } from './options';
import type { Column, Table } from './table';
import { mappedColumns } from './value-columns';
import { numericValues, pythonRepr } from './values';

function readAxis(value: unknown): 0 | 1 {
  if (
    value === undefined ||
    value === null ||
    value === 0 ||
    value === 'index' ||
    value === 'rows'
  ) {
    return 0;
  }
  if (value === 1 || value === 'columns') return 1;
  throw invalid(`No axis named ${pythonRepr(value)} for object type DataFrame`);
}

export function diffRows(xs: Float64Array, periods: number): Float64Array {
  const out = new Float64Array(xs.length).fill(NaN);
  for (let i = 0; i < xs.length; i++) {
    const j = i - periods;
    if (j >= 0 && j < xs.length) out[i] = (xs[i] as number) - (xs[j] as number);
  }
  return out;
}

export function diff(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns');
  const periods = readInteger(options, 'periods') ?? 1;
  const axis = readAxis(options.axis);
  const selected = mappedColumns(table, options);
  const inputs = selected.map(({ position }) => numericValues(table.columns[position] as Column));
  const computed = selected.map(({ position, target }, k) => {
    const xs = inputs[k] as Float64Array;
    if (axis === 0) return { position, target, values: diffRows(xs, periods) };
    const partner = inputs[k - periods];
    const out = new Float64Array(table.length).fill(NaN);
    if (partner !== undefined) {
      for (let i = 0; i < out.length; i++) out[i] = (xs[i] as number) - (partner[i] as number);
    }
    return { position, target, values: out };
  });
  return appendColumns(table, computed);
}
