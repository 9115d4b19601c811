import { describe, expect, it } from 'vitest';
import { GenericDataType } from './columnTypes';
import type { DataTableColumn } from './columnTypes';
import { buildSearchIndex, filterRowIndices } from './rowFilter';

const columns: DataTableColumn[] = [
  { key: 'name', type: GenericDataType.STRING },
  { key: 'ds', type: GenericDataType.TEMPORAL },
  { key: 'n', type: GenericDataType.NUMERIC },
];
const rows = [
  { name: 'Alice', ds: Date.UTC(2020, 0, 1), n: 42 },
  { name: 'bob', ds: Date.UTC(2021, 5, 1, 12), n: null },
  { name: 'ALBERT', ds: null, n: 7 },
];
const all = [0, 1, 2];

describe('filterRowIndices', () => {
  const index = buildSearchIndex(rows, columns);

  it('matches any cell, ignoring case', () => {
    expect(filterRowIndices(all, index, 'al')).toEqual([0, 2]);
    expect(filterRowIndices(all, index, 'BOB')).toEqual([1]);
    expect(filterRowIndices(all, index, '42')).toEqual([0]);
  });

  it('matches dates as shown', () => {
    expect(filterRowIndices(all, index, '2021-06-01 12:00')).toEqual([1]);
  });

  it('matches the original value when that is what is shown', () => {
    const original = buildSearchIndex(rows, columns, { ds: 'original' });
    expect(filterRowIndices(all, original, String(Date.UTC(2020, 0, 1)))).toEqual([0]);
    expect(filterRowIndices(all, original, '2020-01-01')).toEqual([]);
  });

  it('matches empty cells by their N/A text', () => {
    expect(filterRowIndices(all, index, 'n/a')).toEqual([1, 2]);
  });

  it('keeps every row, in the given order, for a blank search', () => {
    expect(filterRowIndices([2, 0, 1], index, '  ')).toEqual([2, 0, 1]);
  });

  it('keeps the given order of matches', () => {
    expect(filterRowIndices([2, 1, 0], index, 'al')).toEqual([2, 0]);
  });

  it('never matches across two cells', () => {
    expect(filterRowIndices(all, index, 'alice2020')).toEqual([]);
  });
});

describe('search on large results', () => {
  it('indexes and searches 100,000 rows quickly', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      name: `user ${i}`,
      ds: i * 86_400_000,
      n: i,
    }));
    const started = performance.now();
    const index = buildSearchIndex(many, columns);
    const hits = filterRowIndices(
      many.map((_, i) => i),
      index,
      'USER 9999',
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect(hits).toEqual([
      9999, 99990, 99991, 99992, 99993, 99994, 99995, 99996, 99997, 99998, 99999,
    ]);
  });
});
