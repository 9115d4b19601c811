/**
 * Column references. Superset's `validate_column_args` checks named options against the
 * DataFrame's columns, and against level 0 only when the columns are a MultiIndex (after a
 * pivot): `{"SUM(num)": "SUM(num)"}` then means every `(SUM(num), <dimension>)` column. A
 * reference here matches a column name first and, failing that, level 0 of leveled columns, so
 * both the flattened frames of older clients and the MultiIndex frames of newer ones work.
 */
import type { Options } from './options';
import { readNames } from './options';
import { invalid, REFERENCED_COLUMNS_UNAVAILABLE } from './post-processing-errors';
import type { Table } from './table';

export function hasReference(table: Table, ref: string): boolean {
  return table.columns.some(
    (c) => c.name === ref || (c.levels !== undefined && c.levels[0] === ref),
  );
}

/** Throws Superset's error unless every name listed under each option key exists. */
export function validateColumnArgs(table: Table, options: Options, ...keys: string[]): void {
  for (const key of keys) {
    if (!(key in options)) continue;
    for (const ref of readNames(options, key)) {
      if (!hasReference(table, ref)) throw invalid(REFERENCED_COLUMNS_UNAVAILABLE);
    }
  }
}

export function requireColumns(table: Table, refs: readonly string[]): void {
  for (const ref of refs) {
    if (!hasReference(table, ref)) throw invalid(REFERENCED_COLUMNS_UNAVAILABLE);
  }
}

/** Positions of the columns a reference stands for (one flat column, or a level-0 block). */
export function resolveReference(table: Table, ref: string): number[] {
  const exact = table.columns.findIndex((c) => c.name === ref);
  if (exact >= 0) return [exact];
  const out: number[] = [];
  table.columns.forEach((c, i) => {
    if (c.levels !== undefined && c.levels[0] === ref) out.push(i);
  });
  if (out.length === 0) throw invalid(REFERENCED_COLUMNS_UNAVAILABLE);
  return out;
}

/** Position of a column that must be a single flat column (group keys, sort keys, a metric). */
export function resolveSingle(table: Table, ref: string): number {
  const positions = resolveReference(table, ref);
  return positions[0] as number;
}
