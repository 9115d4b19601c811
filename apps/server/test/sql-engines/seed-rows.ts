/**
 * The dataset every engine is seeded with: a few hundred rows generated from a fixed seed, with
 * timestamps over two years (and rows placed on the boundaries that time grains and ranges care
 * about), categories, nullable numbers and booleans, and text with quotes, percent signs,
 * underscores and backslashes.
 */

export interface SeedRow {
  id: number;
  /** Naive UTC timestamp, whole seconds; null for a few rows. */
  ts: Date | null;
  /** The UTC date of `ts` (midnight), as `YYYY-MM-DD`. */
  day: string | null;
  /** `ts` as Unix seconds. */
  epoch_s: number | null;
  category: string | null;
  qty: number | null;
  /** Multiples of 0.25: sums are exact in binary floating point on every engine. */
  price: number | null;
  flag: boolean | null;
  note: string | null;
}

export const CATEGORIES = ['alpha', 'beta', 'Gamma', 'delta', "o'hare", '50% off', 'under_score'];

export const NOTES = [
  "It's 100% real",
  'plain',
  '50%_off',
  '50% off',
  'under_score',
  'underXscore',
  'back\\slash',
  'Mixed Case',
  'mixed case',
  'quote "double"',
  "O'Hare",
  '[bracket]*?',
  'ünïcödé',
  '',
];

/** mulberry32: small, fast, and the same sequence on every platform. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const START = Date.UTC(2023, 0, 1);
const TWO_YEARS_S = 2 * 365 * 86_400;

/** Timestamps on the edges: range bounds, week and month starts, a leap day. */
const SPECIAL_TIMES = [
  '2024-01-01T00:00:00Z',
  '2024-02-01T00:00:00Z',
  '2023-12-31T23:59:59Z',
  '2024-01-31T23:59:59Z',
  '2024-01-07T00:00:00Z', // a Sunday
  '2024-01-08T00:00:00Z', // a Monday
  '2024-01-06T23:59:59Z', // a Saturday night
  '2024-02-29T12:00:00Z',
  '2023-01-01T00:00:00Z',
  '2024-12-31T23:59:59Z',
  '2024-03-31T05:59:59Z',
  '2024-03-31T06:00:00Z',
];

export const ROW_COUNT = 420;

function pick<T>(items: readonly T[], r: number): T {
  return items[Math.floor(r * items.length)] as T;
}

export function seedRows(): SeedRow[] {
  const next = random(20240101);
  const rows: SeedRow[] = [];
  for (let i = 0; i < ROW_COUNT; i++) {
    let ts: Date | null;
    if (i < SPECIAL_TIMES.length) ts = new Date(SPECIAL_TIMES[i] as string);
    else if (i % 97 === 13) ts = null;
    else ts = new Date(START + Math.floor(next() * TWO_YEARS_S) * 1000);
    const nullish = (p: number) => next() < p;
    rows.push({
      id: i + 1,
      ts,
      day: ts ? ts.toISOString().slice(0, 10) : null,
      epoch_s: ts ? ts.getTime() / 1000 : null,
      category: nullish(0.08) ? null : pick(CATEGORIES, next()),
      qty: nullish(0.1) ? null : Math.floor(next() * 251) - 50,
      price: nullish(0.1) ? null : Math.floor(next() * 4000) / 4,
      flag: nullish(0.1) ? null : next() < 0.5,
      note: nullish(0.05) ? null : pick(NOTES, next()),
    });
  }
  return rows;
}

/** `YYYY-MM-DD HH:mm:ss` of a naive UTC timestamp. */
export function timestampText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
