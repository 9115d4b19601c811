/**
 * `compare`: for each `(source, compare)` pair a new column `<type>__<source>__<compare>` holding
 * source − compare (`difference`), (source − compare) / compare (`percentage`) or
 * source / compare (`ratio`); the last two rounded half-to-even to `precision` places (4), as
 * pandas `round`. Division by zero gives an infinity, which leaves post-processing as null.
 * `drop_original_columns` removes the source and compare columns afterwards.
 */
import { withLevel0 } from './column-labels';
import { resolveReference, validateColumnArgs } from './column-refs';
import { NUMERIC } from './frame';
import { readBool, readInteger, readNames, readString, type Options } from './options';
import { COMPARE_LENGTH_MISMATCH, COMPARE_TYPE_INVALID, invalid } from './post-processing-errors';
import { roundTo } from '@panorama/core/stats/nan-stats';
import { withColumns, type Column, type Table } from './table';
import { numericValues } from './values';

export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;
export type CompareType = (typeof COMPARE_TYPES)[number];

/** Superset's TIME_COMPARISON separator. */
export const TIME_COMPARISON = '__';

export function compareSeries(
  source: Float64Array,
  other: Float64Array,
  type: CompareType,
  precision: number,
): Float64Array {
  const out = new Float64Array(source.length);
  for (let i = 0; i < out.length; i++) {
    const s = source[i] as number;
    const c = other[i] as number;
    if (type === 'difference') out[i] = s - c;
    else if (type === 'percentage') out[i] = roundTo((s - c) / c, precision);
    else out[i] = roundTo(s / c, precision);
  }
  return out;
}

export function compare(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'source_columns', 'compare_columns');
  const sources = readNames(options, 'source_columns');
  const compares = readNames(options, 'compare_columns');
  if (sources.length !== compares.length) throw invalid(COMPARE_LENGTH_MISMATCH);
  const type = readString(options, 'compare_type');
  if (type === undefined || !(COMPARE_TYPES as readonly string[]).includes(type)) {
    throw invalid(COMPARE_TYPE_INVALID);
  }
  if (sources.length === 0) return table;
  const precision = readInteger(options, 'precision') ?? 4;

  const added: Column[] = [];
  sources.forEach((source, k) => {
    const other = compares[k] as string;
    const sourcePositions = resolveReference(table, source);
    const otherPositions = resolveReference(table, other);
    const label = [type, source, other].join(TIME_COMPARISON);
    // With leveled (pivoted) columns, each source column pairs with the compare column that has
    // the same dimension levels, as pandas aligns `df[source] - df[compare]` on them.
    const restOf = (position: number) =>
      JSON.stringify((table.columns[position] as Column).levels?.slice(1) ?? []);
    const otherByRest = new Map(otherPositions.map((p) => [restOf(p), p]));
    for (const sp of sourcePositions) {
      const op = otherPositions.length === 1 ? otherPositions[0] : otherByRest.get(restOf(sp));
      if (op === undefined) continue;
      const sourceColumn = table.columns[sp] as Column;
      const values = compareSeries(
        numericValues(sourceColumn),
        numericValues(table.columns[op] as Column),
        type as CompareType,
        precision,
      );
      added.push({ ...withLevel0(sourceColumn, label, values), type: NUMERIC });
    }
  });

  let columns = [...table.columns, ...added];
  if (readBool(options, 'drop_original_columns', false)) {
    const drop = new Set([...sources, ...compares]);
    columns = columns.filter(
      (c) => !drop.has(c.name) && !(c.levels !== undefined && drop.has(c.levels[0] ?? '')),
    );
  }
  return withColumns(table, columns);
}
