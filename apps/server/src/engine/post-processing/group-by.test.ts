import { describe, expect, it } from 'vitest';
import { groupRows } from './group-by';
import { frameToTable } from './table';
import { frameOf } from './test-support';

/** Naive reference: distinct key tuples sorted (numbers before text, missing last), rows in order. */
function naiveGroups(rows: unknown[][], dropna: boolean): { keys: unknown[][]; rows: number[][] } {
  const byKey = new Map<string, { key: unknown[]; rows: number[] }>();
  rows.forEach((row, i) => {
    if (dropna && row.some((v) => v === null)) return;
    const id = JSON.stringify(row);
    const entry = byKey.get(id) ?? { key: row, rows: [] };
    entry.rows.push(i);
    byKey.set(id, entry);
  });
  const order = (a: unknown, b: unknown) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
    return (a as number | string) < (b as number | string)
      ? -1
      : (a as number | string) > (b as number | string)
        ? 1
        : 0;
  };
  const entries = [...byKey.values()].sort((x, y) => {
    for (let k = 0; k < x.key.length; k++) {
      const c = order(x.key[k], y.key[k]);
      if (c !== 0) return c;
    }
    return 0;
  });
  return { keys: entries.map((e) => e.key), rows: entries.map((e) => e.rows) };
}

function check(width: number, distinct: number, count: number, dropna: boolean): void {
  let seed = width * 7919 + distinct;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed;
  };
  const rows = Array.from({ length: count }, () =>
    Array.from({ length: width }, (_, k) => {
      const r = next() % (distinct + 1);
      if (r === distinct) return null;
      return k % 2 === 0 ? r : `v${r}`;
    }),
  );
  const table = frameToTable(
    frameOf(
      Object.fromEntries(Array.from({ length: width }, (_, k) => [`k${k}`, k % 2 === 0 ? 0 : 1])),
      rows,
    ),
  );
  const groups = groupRows(
    table,
    Array.from({ length: width }, (_, k) => k),
    dropna,
  );
  const expected = naiveGroups(rows, dropna);
  expect(groups.keys).toEqual(expected.keys);
  expect(groups.rows.map((r) => Array.from(r))).toEqual(expected.rows);
  expect(groups.count).toBe(expected.keys.length);
}

describe('groupRows', () => {
  it('matches a naive grouping with few possible tuples (dense table)', () => {
    check(2, 5, 200, true);
    check(2, 5, 200, false);
  });

  it('matches a naive grouping with many possible tuples (numeric codes)', () => {
    check(3, 60, 300, true);
    check(3, 60, 300, false);
  });

  it('matches a naive grouping past 2^53 possible tuples (text codes)', () => {
    check(10, 50, 120, false);
  });

  it('puts every row in one group without keys', () => {
    const table = frameToTable(frameOf({ x: 0 }, [[1], [2]]));
    const groups = groupRows(table, []);
    expect(groups.count).toBe(1);
    expect(Array.from(groups.rows[0] ?? [])).toEqual([0, 1]);
    expect(groupRows(frameToTable(frameOf({ x: 0 }, [])), []).count).toBe(0);
  });
});
