import { describe, expect, it } from 'vitest';
import { GenericDataType } from './columnTypes';
import type { DataTableColumn } from './columnTypes';
import { toCsv, toTsv } from './tabularText';

const columns: DataTableColumn[] = [
  { key: 'name', label: 'Name', type: GenericDataType.STRING },
  { key: 'ds', type: GenericDataType.TEMPORAL },
  { key: 'n', type: GenericDataType.NUMERIC },
];

describe('toTsv', () => {
  it('writes a header line and one line per row', () => {
    const text = toTsv(columns, [
      { name: 'a', ds: Date.UTC(2020, 0, 2), n: 1.5 },
      { name: 'b', ds: null, n: null },
    ]);
    expect(text).toBe('Name\tds\tn\na\t2020-01-02\t1.5\nb\t\t\n');
  });

  it('quotes fields holding a tab, a quote or a line break', () => {
    const text = toTsv(columns.slice(0, 1), [
      { name: 'x\ty' },
      { name: 'say "hi"' },
      { name: 'two\nlines' },
    ]);
    expect(text).toBe('Name\n"x\ty"\n"say ""hi"""\n"two\nlines"\n');
  });

  it('honours the original-value choice of temporal columns', () => {
    const ms = Date.UTC(2020, 0, 2);
    expect(toTsv(columns.slice(1, 2), [{ ds: ms }], { ds: 'original' })).toBe(`ds\n${ms}\n`);
  });

  it('writes only the header for no rows', () => {
    expect(toTsv(columns, [])).toBe('Name\tds\tn\n');
  });
});

describe('toCsv', () => {
  it('quotes fields holding a comma', () => {
    expect(toCsv(columns.slice(0, 1), [{ name: 'a, b' }, { name: 'c' }])).toBe('Name\n"a, b"\nc\n');
  });
});
