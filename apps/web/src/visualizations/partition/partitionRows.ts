/** Query rows as the Partition Chart's value computations read them. */
import type { Primitive } from '../shared/categories/groupValues';

export type Row = Readonly<Record<string, unknown>>;

/** Distinct values in ascending order: numbers (timestamps) by size, others as text. */
export function sortedDistinct(values: readonly Primitive[]): Primitive[] {
  return [...new Set(values)].sort((a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  });
}
