/**
 * `sort`, in both option shapes Superset has used:
 *  - new: `{is_sort_index, by, ascending}`, a no-op when neither an index sort nor `by` is asked;
 *  - old: `{columns: {name: ascending}}`.
 * Missing values sort last in either direction (pandas `na_position='last'`), and equal keys keep
 * their order. An index sort orders by the pivot index columns; a frame without one (pandas'
 * RangeIndex) keeps its order, or is reversed when descending.
 */
import { resolveSingle, validateColumnArgs } from './column-refs';
import { invalid } from './post-processing-errors';
import { readBool, readNames, type Options } from './options';
import { takeRows, type Column, type Table } from './table';
import { compareNullsLast } from './values';

function readAscending(value: unknown, count: number): boolean[] {
  if (value === undefined || value === null) return new Array<boolean>(count).fill(true);
  if (Array.isArray(value)) {
    if (value.length !== count) {
      throw invalid(`Length of ascending (${value.length}) != length of by (${count})`);
    }
    return value.map(Boolean);
  }
  return new Array<boolean>(count).fill(Boolean(value));
}

function sortBy(table: Table, positions: number[], ascending: boolean[]): Table {
  const keys = positions.map((p) => (table.columns[p] as Column).values);
  const order = Array.from({ length: table.length }, (_, i) => i);
  // Array.prototype.sort is stable, which keeps ties in their original order.
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const values = keys[k] as ArrayLike<unknown>;
      const c = compareNullsLast(values[a], values[b], ascending[k] as boolean);
      if (c !== 0) return c;
    }
    return 0;
  });
  return takeRows(table, order);
}

export function sort(table: Table, options: Options): Table {
  validateColumnArgs(table, options, 'columns', 'by');
  const legacy = options.columns;
  if (legacy && typeof legacy === 'object' && !Array.isArray(legacy)) {
    const entries = Object.entries(legacy as Record<string, unknown>);
    if (entries.length === 0) return table;
    const positions = entries.map(([name]) => resolveSingle(table, name));
    return sortBy(
      table,
      positions,
      entries.map(([, asc]) => asc !== false),
    );
  }
  const isSortIndex = readBool(options, 'is_sort_index', false);
  const by = readNames(options, 'by');
  if (!isSortIndex && by.length === 0) return table;
  if (isSortIndex) {
    const positions = table.index.map((name) => resolveSingle(table, name));
    const ascending = readAscending(options.ascending, positions.length || 1);
    if (positions.length === 0) {
      if (ascending[0]) return table;
      return takeRows(
        table,
        Array.from({ length: table.length }, (_, i) => table.length - 1 - i),
      );
    }
    return sortBy(table, positions, ascending);
  }
  const positions = by.map((name) => resolveSingle(table, name));
  return sortBy(table, positions, readAscending(options.ascending, positions.length));
}
