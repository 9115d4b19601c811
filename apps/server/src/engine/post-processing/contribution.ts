/**
 * `contribution`: each numeric cell as a share of its column total (orientation `column`,
 * the default) or of its row total (`row`). Non-numeric columns are left alone; the index is not
 * a column here and never takes part.
 *  - column: missing cells count as 0, so they come out as 0;
 *  - row: the row total skips missing cells and a missing cell stays missing; columns whose
 *    label ends with one of `time_shifts` are totalled separately per shift, so "this year" and
 *    "1 year ago" series each sum to 100%.
 * A zero total yields an infinity or NaN, which leaves post-processing as null.
 * Results replace the columns, or go to `rename_columns` (same length as the columns used).
 */
import { appendColumns, type ComputedColumn } from './append-columns';
import { resolveReference, validateColumnArgs } from './column-refs';
import { readNames, readString, type Options } from './options';
import {
  contributionColumnNotNumeric,
  invalid,
  RENAME_COLUMNS_LENGTH_MISMATCH,
} from './post-processing-errors';
import type { Column, Table } from './table';
import { isNumericColumn, numericValues } from './values';

function labelOf(column: Column): string {
  return column.levels !== undefined ? (column.levels[0] ?? '') : column.name;
}

export function contribution(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns');
  const orientation = readString(options, 'orientation') ?? 'column';
  const numeric = new Set(
    table.columns.flatMap((c, p) =>
      !table.index.includes(c.name) && isNumericColumn(c) ? [p] : [],
    ),
  );
  const requested = readNames(options, 'columns');
  // One entry per referenced name (a level-0 reference stands for its whole block).
  const refs: number[][] = [];
  if (requested.length > 0) {
    for (const name of requested) {
      const positions = resolveReference(table, name);
      if (!positions.every((p) => numeric.has(p))) throw contributionColumnNotNumeric(name);
      refs.push(positions);
    }
  } else {
    for (const p of numeric) refs.push([p]);
  }
  const renames = readNames(options, 'rename_columns');
  if (renames.length > 0 && renames.length !== refs.length) {
    throw invalid(RENAME_COLUMNS_LENGTH_MISMATCH);
  }
  const targets = refs.map(
    (positions, k) => renames[k] ?? labelOf(table.columns[positions[0] as number] as Column),
  );
  const selected = refs.flatMap((positions, k) =>
    positions.map((position) => ({ position, target: targets[k] as string })),
  );
  const inputs = new Map(
    selected.map(({ position }) => [position, numericValues(table.columns[position] as Column)]),
  );
  const n = table.length;
  const computed: ComputedColumn[] = [];

  if (orientation === 'column') {
    for (const { position, target } of selected) {
      const xs = inputs.get(position) as Float64Array;
      let total = 0;
      for (let i = 0; i < n; i++) if (!Number.isNaN(xs[i] as number)) total += xs[i] as number;
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const x = xs[i] as number;
        out[i] = (Number.isNaN(x) ? 0 : x) / total;
      }
      computed.push({ position, target, values: out });
    }
    return appendColumns(table, computed);
  }

  // Row orientation: one group per time shift suffix, the rest together.
  const timeShifts = readNames(options, 'time_shifts');
  const groups = new Map<string, typeof selected>();
  for (const item of selected) {
    const label = labelOf(table.columns[item.position] as Column);
    const shift = timeShifts.find((ts) => label.endsWith(ts)) ?? '';
    const group = groups.get(shift) ?? [];
    group.push(item);
    groups.set(shift, group);
  }
  for (const group of groups.values()) {
    const totals = new Float64Array(n);
    for (const { position } of group) {
      const xs = inputs.get(position) as Float64Array;
      for (let i = 0; i < n; i++) {
        const x = xs[i] as number;
        if (!Number.isNaN(x)) totals[i] = (totals[i] as number) + x;
      }
    }
    for (const { position, target } of group) {
      const xs = inputs.get(position) as Float64Array;
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) out[i] = (xs[i] as number) / (totals[i] as number);
      computed.push({ position, target, values: out });
    }
  }
  return appendColumns(table, computed);
}
