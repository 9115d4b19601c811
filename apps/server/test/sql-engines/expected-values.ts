/**
 * Independent computations over the seed rows, the other half of every cross-engine check: time
 * buckets with Date arithmetic, and filters with SQL's NULL semantics written in plain JS.
 */
import { timestampText } from './seed-rows';

const SECOND = 1000;
const DAY = 86_400 * SECOND;

const floorTo = (d: Date, ms: number) => new Date(Math.floor(d.getTime() / ms) * ms);
const startOfDay = (d: Date) => floorTo(d, DAY);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
const weekday = (d: Date) => d.getUTCDay(); // 0 = Sunday
const monthStart = (d: Date, monthsBack = 0) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1));

/** The start (or, for "week ending", the last day) of each grain's bucket. */
export const BUCKETS: Record<string, (d: Date) => Date> = {
  PT1S: (d) => floorTo(d, SECOND),
  PT5S: (d) => floorTo(d, 5 * SECOND),
  PT30S: (d) => floorTo(d, 30 * SECOND),
  PT1M: (d) => floorTo(d, 60 * SECOND),
  PT5M: (d) => floorTo(d, 300 * SECOND),
  PT10M: (d) => floorTo(d, 600 * SECOND),
  PT15M: (d) => floorTo(d, 900 * SECOND),
  PT30M: (d) => floorTo(d, 1800 * SECOND),
  'PT0.5H': (d) => floorTo(d, 1800 * SECOND),
  PT1H: (d) => floorTo(d, 3600 * SECOND),
  PT6H: (d) => floorTo(d, 6 * 3600 * SECOND),
  P1D: startOfDay,
  P7D: (d) => floorTo(d, 7 * DAY),
  P1W: (d) => addDays(startOfDay(d), -((weekday(d) + 6) % 7)),
  P1M: (d) => monthStart(d),
  P3M: (d) => monthStart(d, d.getUTCMonth() % 3),
  'P0.25Y': (d) => monthStart(d, d.getUTCMonth() % 3),
  P1Y: (d) => new Date(Date.UTC(d.getUTCFullYear(), 0, 1)),
  '1969-12-28T00:00:00Z/P1W': (d) => addDays(startOfDay(d), -weekday(d)),
  '1969-12-29T00:00:00Z/P1W': (d) => addDays(startOfDay(d), -((weekday(d) + 6) % 7)),
  'P1W/1970-01-03T00:00:00Z': (d) => addDays(startOfDay(d), 6 - weekday(d)),
  'P1W/1970-01-04T00:00:00Z': (d) => addDays(startOfDay(d), (7 - weekday(d)) % 7),
};

export function bucketText(grain: string, d: Date | null): string | null {
  const bucket = BUCKETS[grain];
  if (!bucket) throw new Error(`no JS bucket for ${grain}`);
  return d ? timestampText(bucket(d)) : null;
}

/**
 * A filter's LIKE pattern as a RegExp: `%` and `_` are the wildcards, a backslash before `%`, `_`
 * or a backslash makes it literal, everything else is literal.
 */
export function likeRegExp(pattern: string, ignoreCase = false): RegExp {
  const chars = [...pattern];
  let body = '';
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    const literal = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (c === '\\' && next !== undefined && '%_\\'.includes(next)) {
      body += literal(next);
      i += 1;
    } else body += c === '%' ? '.*' : c === '_' ? '.' : literal(c);
  }
  return new RegExp(`^${body}$`, ignoreCase ? 'is' : 's');
}

/** SUM as SQL computes it: NULL when there is nothing to add. */
export function sqlSum(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0);
}

type Key = string | number | boolean | null;

/** Sorts rows by their cells, NULLs first, so engines' NULL ordering does not matter. */
export function sortRows<T extends Key[]>(rows: T[]): T[] {
  const cmp = (a: Key, b: Key): number => {
    if (a === b) return 0;
    if (a === null) return -1;
    if (b === null) return 1;
    return a < b ? -1 : 1;
  };
  return [...rows].sort((x, y) => {
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const c = cmp(x[i] ?? null, y[i] ?? null);
      if (c !== 0) return c;
    }
    return 0;
  });
}

/** Groups rows by a key and maps each group to an output row. */
export function groupBy<R, K extends Key>(
  rows: R[],
  key: (row: R) => K,
  out: (key: K, group: R[]) => Key[],
): Key[][] {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const k = key(row);
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return [...groups.entries()].map(([k, group]) => out(k, group));
}
