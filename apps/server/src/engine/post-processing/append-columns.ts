/**
 * Superset's `_append_columns`: results of rolling/cum/diff computed from source columns go back
 * into the frame through a `{source: target}` mapping. `{y: "y"}` replaces `y` in place,
 * `{y: "y2"}` adds `y2` at the end and keeps `y`. With leveled columns the mapping applies to
 * level 0, so `{m: "m2"}` adds `(m2, a), (m2, b)` next to `(m, a), (m, b)`.
 *
 * One deliberate difference: pandas concatenates every computed column when any pair renames,
 * which duplicates the identity-mapped ones; here identity pairs always replace in place and a
 * target that already exists is overwritten, so names stay unique.
 */
import { withLevel0 } from './column-labels';
import { NUMERIC } from './frame';
import type { Column, ColumnValues, Table } from './table';

export interface ComputedColumn {
  /** Position of the source column in the table. */
  position: number;
  /** Target label (level 0 for leveled columns). */
  target: string;
  values: ColumnValues;
}

export function appendColumns(table: Table, computed: readonly ComputedColumn[]): Table {
  const columns: Column[] = [...table.columns];
  const appended: Column[] = [];
  for (const item of computed) {
    const source = table.columns[item.position] as Column;
    const sourceLabel = source.levels !== undefined ? source.levels[0] : source.name;
    if (sourceLabel === item.target) {
      columns[item.position] = { ...source, type: NUMERIC, values: item.values };
      continue;
    }
    const next = { ...withLevel0(source, item.target, item.values), type: NUMERIC } as Column;
    const existing = columns.findIndex((c) => c.name === next.name);
    if (existing >= 0) columns[existing] = next;
    else appended.push(next);
  }
  return { ...table, columns: [...columns, ...appended] };
}
