/**
 * Sorting for the data table: numbers numerically, text with the locale's collation, booleans
 * false before true, and empty cells always last whichever the direction. Sorting produces an
 * array of row indexes so the rows themselves are never copied.
 */
import { isNullish } from './cellFormat';
import type { DataRow } from './columnTypes';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

// Orders like `localeCompare` (same default collation), but one collator serves every comparison
// instead of one built per call, which is what makes sorting 100k rows slow.
const collator = new Intl.Collator();

function rank(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint') return 0;
  if (typeof value === 'boolean') return 1;
  return 2;
}

/** Compares two non-empty values ascending; values of different kinds order number < boolean < text. */
export function compareValues(a: unknown, b: unknown): number {
  if (
    (typeof a === 'number' || typeof a === 'bigint') &&
    (typeof b === 'number' || typeof b === 'bigint')
  ) {
    if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
    if (Number.isNaN(b)) return -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  const kind = rank(a) - rank(b);
  if (kind !== 0) return kind;
  return collator.compare(stringOf(a), stringOf(b));
}

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value) ?? '';
  return String(value);
}

/**
 * Indexes of `rows` ordered by `sort` (stable: equal rows keep their order); identity when null.
 * Empty cells (and NaN) go last in both directions. The column's values are read once, and an
 * all-number or all-text column gets a comparator without type checks: this runs on 100k rows.
 */
export function sortedRowIndices(rows: readonly DataRow[], sort: SortState | null): number[] {
  if (!sort) return rows.map((_, index) => index);
  const values = rows.map((row) => row[sort.key]);
  const filled: number[] = [];
  const empty: number[] = [];
  let allNumbers = true;
  let allStrings = true;
  values.forEach((value, index) => {
    if (isNullish(value) || (typeof value === 'number' && Number.isNaN(value))) {
      empty.push(index);
      return;
    }
    filled.push(index);
    if (typeof value !== 'number') allNumbers = false;
    if (typeof value !== 'string') allStrings = false;
  });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare: (i: number, j: number) => number = allNumbers
    ? (i, j) => (values[i] as number) - (values[j] as number)
    : allStrings
      ? (i, j) => collator.compare(values[i] as string, values[j] as string)
      : (i, j) => compareValues(values[i], values[j]);
  filled.sort((i, j) => sign * compare(i, j));
  return filled.concat(empty);
}

/** A header click: ascending, then descending, then back to the received order. */
export function nextSortState(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}
