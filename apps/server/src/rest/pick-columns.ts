/**
 * Output-column pruning for `q=(columns:!(...))`: keeps the named keys, where a dotted name such
 * as `owners.first_name` keeps that sub-field of a nested object or of each item of a nested list.
 */
import { isRecord } from '@panorama/core/json/is-record';
type Json = Record<string, unknown>;

/** The row with only the named columns: typed as the row with every field optional. */
export function pickColumns<Row extends object>(
  row: Row,
  columns: readonly string[],
): Partial<Row> {
  return pick(row as Json, columns) as Partial<Row>;
}

function pick(row: Json, columns: readonly string[]): Json {
  const out: Json = {};
  const nested = new Map<string, string[]>();
  for (const column of columns) {
    const dot = column.indexOf('.');
    if (dot === -1) {
      if (column in row) out[column] = row[column];
    } else {
      const head = column.slice(0, dot);
      nested.set(head, [...(nested.get(head) ?? []), column.slice(dot + 1)]);
    }
  }
  for (const [head, rest] of nested) {
    const value = row[head];
    if (Array.isArray(value)) {
      out[head] = (value as unknown[]).map((item) => (isRecord(item) ? pick(item, rest) : item));
    } else if (isRecord(value)) {
      out[head] = pick(value, rest);
    } else if (head in row) {
      out[head] = value;
    }
  }
  return out;
}
