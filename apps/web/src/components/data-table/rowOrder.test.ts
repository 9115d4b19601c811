import { describe, expect, it } from 'vitest';
import type { DataRow } from './columnTypes';
import { compareValues, nextSortState, sortedRowIndices } from './rowOrder';

const rows: DataRow[] = [
  { n: 10, s: 'banana', b: true },
  { n: null, s: 'apple', b: false },
  { n: 2, s: null, b: null },
  { n: -1, s: 'Cherry', b: true },
  { n: 100, s: 'apple', b: false },
];

const by = (key: string, direction: 'asc' | 'desc') =>
  sortedRowIndices(rows, { key, direction }).map((i) => rows[i]?.[key]);

describe('sortedRowIndices', () => {
  it('keeps the received order without a sort', () => {
    expect(sortedRowIndices(rows, null)).toEqual([0, 1, 2, 3, 4]);
  });

  it('sorts numbers numerically, not as text', () => {
    expect(by('n', 'asc')).toEqual([-1, 2, 10, 100, null]);
    expect(by('n', 'desc')).toEqual([100, 10, 2, -1, null]);
  });

  it('sorts text by locale collation with empty cells last in both directions', () => {
    expect(by('s', 'asc')).toEqual(['apple', 'apple', 'banana', 'Cherry', null]);
    expect(by('s', 'desc')).toEqual(['Cherry', 'banana', 'apple', 'apple', null]);
  });

  it('is stable for equal values', () => {
    expect(sortedRowIndices(rows, { key: 's', direction: 'asc' }).slice(0, 2)).toEqual([1, 4]);
  });

  it('puts false before true', () => {
    expect(by('b', 'asc')).toEqual([false, false, true, true, null]);
  });

  it('puts NaN with the empty cells, after every number', () => {
    const withNaN: DataRow[] = [{ v: Number.NaN }, { v: 3 }, { v: null }, { v: 1 }];
    expect(sortedRowIndices(withNaN, { key: 'v', direction: 'desc' })).toEqual([1, 3, 0, 2]);
  });

  it('orders a mixed column number < boolean < text', () => {
    const mixed: DataRow[] = [{ v: 'b' }, { v: true }, { v: 2 }, { v: 'a' }, { v: null }, { v: 1 }];
    expect(sortedRowIndices(mixed, { key: 'v', direction: 'asc' })).toEqual([5, 2, 1, 3, 0, 4]);
    expect(sortedRowIndices(mixed, { key: 'v', direction: 'desc' })).toEqual([0, 3, 1, 2, 5, 4]);
  });

  it('treats a missing key like an empty cell', () => {
    const sparse = [{ a: 1 }, {}, { a: 0 }];
    expect(sortedRowIndices(sparse, { key: 'a', direction: 'asc' })).toEqual([2, 0, 1]);
  });

  it('sorts 100,000 rows quickly', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      v: (i * 7919) % 100_003,
      s: `row ${i % 977}`,
    }));
    const started = performance.now();
    const numeric = sortedRowIndices(many, { key: 'v', direction: 'asc' });
    sortedRowIndices(many, { key: 's', direction: 'desc' });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(many[numeric[0] ?? -1]?.v).toBe(0);
  });
});

describe('compareValues', () => {
  it('orders mixed kinds number < boolean < text', () => {
    expect(compareValues(5, 'a')).toBeLessThan(0);
    expect(compareValues(true, 1)).toBeGreaterThan(0);
    expect(compareValues('a', false)).toBeGreaterThan(0);
  });

  it('puts NaN after numbers', () => {
    expect(compareValues(Number.NaN, 1)).toBeGreaterThan(0);
    expect(compareValues(1, Number.NaN)).toBeLessThan(0);
  });
});

describe('nextSortState', () => {
  it('cycles ascending, descending, off', () => {
    const asc = nextSortState(null, 'a');
    expect(asc).toEqual({ key: 'a', direction: 'asc' });
    const desc = nextSortState(asc, 'a');
    expect(desc).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSortState(desc, 'a')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(nextSortState({ key: 'a', direction: 'desc' }, 'b')).toEqual({
      key: 'b',
      direction: 'asc',
    });
  });
});
