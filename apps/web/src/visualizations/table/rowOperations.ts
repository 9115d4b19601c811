/**
 * Client-side row operations of the table: ordering by a header click and the search box.
 * Both return row indexes into the original data so 100,000 rows are never copied as objects.
 */
import type { TableColumn } from './tableColumns';

export type Row = Record<string, unknown>;

export interface SortState {
  key: string;
  desc: boolean;
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Indexes of `rows` in the header's order; missing values stay last either way. */
export function sortedIndexes(
  rows: readonly Row[],
  indexes: number[],
  sort: SortState | null,
): number[] {
  if (!sort) return indexes;
  const { key, desc } = sort;
  const direction = desc ? -1 : 1;
  // Read each value once: the comparator runs n·log n times.
  const values = rows.map((row) => row[key]);
  const allNumbers = values.every(
    (value) => typeof value === 'number' || value === null || value === undefined,
  );
  const compare = allNumbers
    ? (a: unknown, b: unknown) => (a as number) - (b as number)
    : compareValues;
  return [...indexes].sort((i, j) => {
    const a = values[i];
    const b = values[j];
    const aMissing = a === null || a === undefined;
    const bMissing = b === null || b === undefined;
    if (aMissing || bMissing) return aMissing === bMissing ? i - j : aMissing ? 1 : -1;
    return compare(a, b) * direction || i - j;
  });
}

/** Header click cycle: ascending, descending, unsorted (Superset's table does the same). */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, desc: false };
  if (!current.desc) return { key, desc: true };
  return null;
}

/** Indexes of the rows whose displayed text (any column) contains the search, ignoring case. */
export function searchIndexes(
  rows: readonly Row[],
  columns: readonly TableColumn[],
  search: string,
): number[] {
  const needle = search.trim().toLowerCase();
  const all = rows.map((_, index) => index);
  if (!needle) return all;
  return all.filter((index) => {
    const row = rows[index] as Row;
    return columns.some((column) => column.format(row[column.key]).toLowerCase().includes(needle));
  });
}
