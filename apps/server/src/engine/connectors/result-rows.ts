/**
 * Shapes shared by every connector's results: unique column names, row objects, and 64-bit
 * integers as plain JS values.
 */

/**
 * Makes duplicate names unique the way Superset's `dedup` does (`a`, `a__1`, `a__2`), so row
 * objects keep every column of `SELECT a.id, b.id ...`. pandas numbers repeated header names
 * the same way with `.` as the separator.
 */
export function dedupeColumnNames(names: readonly string[], separator = '__'): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    const count = seen.get(name);
    if (count === undefined) {
      seen.set(name, 0);
      return name;
    }
    let next = count + 1;
    // Skip suffixes a real column already uses (`SELECT 1 AS a, 2 AS a, 3 AS a__1`).
    while (taken.has(`${name}${separator}${next}`)) next++;
    seen.set(name, next);
    const renamed = `${name}${separator}${next}`;
    taken.add(renamed);
    return renamed;
  });
}

/** Builds row objects from positional rows, so duplicate names cannot overwrite each other. */
export function toRowObjects(names: string[], rows: unknown[][]): Record<string, unknown>[] {
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    names.forEach((name, i) => {
      record[name] = row[i] ?? null;
    });
    return record;
  });
}

/** A 64-bit (or wider) integer as a number when exactly representable, else as a decimal string. */
export function bigintToJs(value: bigint): number | string {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

/** The same for drivers that hand 64-bit integers over as strings (pg int8, MySQL BIGINT). */
export function integerStringToJs(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** Keeps the first `maxRows` rows; `truncated` says whether there were more. */
export function capRows<T>(
  rows: T[],
  maxRows: number | undefined,
): { rows: T[]; truncated: boolean } {
  if (maxRows === undefined || rows.length <= maxRows) return { rows, truncated: false };
  return { rows: rows.slice(0, maxRows), truncated: true };
}
