import { describe, expect, it } from 'vitest';
import { headerNames, selectColumns } from './column-selection';
import { frameRecords, type FramingOptions, type RawRecord } from './record-framing';
import type { CellValue } from './upload-types';

const defaults: FramingOptions = {
  headerRow: 0,
  skipRows: 0,
  rowsToRead: null,
  skipBlankLines: false,
  nullValues: null,
  columnsRead: [],
  indexColumn: null,
  dataframeIndex: false,
  indexLabel: null,
};

function records(rows: CellValue[][]): () => Iterable<RawRecord> {
  return () => rows.map((cells, i) => ({ cells, line: i + 1, blank: cells.length === 0 }));
}

const frame = (rows: CellValue[][], options: Partial<FramingOptions> = {}) => {
  const framed = frameRecords(records(rows), { ...defaults, ...options });
  return { columns: framed.columns, rows: [...framed.rows()].map((r) => r.cells) };
};

describe('header names', () => {
  it('names blanks Unnamed and numbers duplicates as pandas does', () => {
    expect(headerNames(['a', '', 'a', 'a.1', 'a', null, 7])).toEqual([
      'a',
      'Unnamed: 1',
      'a.2',
      'a.1',
      'a.3',
      'Unnamed: 5',
      '7',
    ]);
  });
});

describe('framing records into a table', () => {
  it('takes the header row after the skipped rows, and reads NULL markers', () => {
    const table = frame([['report'], ['junk'], ['id', 'name'], ['1', 'NA'], ['2', 'bob']], {
      skipRows: 1,
      headerRow: 1,
    });
    expect(table.columns).toEqual(['id', 'name']);
    expect(table.rows).toEqual([
      ['1', null],
      ['2', 'bob'],
    ]);
  });

  it('uses only the listed null values when given', () => {
    const table = frame(
      [
        ['a', 'b'],
        ['', 'None'],
        ['NA', 'x'],
      ],
      { nullValues: ['None'] },
    );
    expect(table.rows).toEqual([
      ['', null],
      ['NA', 'x'],
    ]);
  });

  it('keeps blank lines as NULL rows unless they are skipped', () => {
    const rows = [['a', 'b'], [], ['1', '2'], [], []];
    expect(frame(rows).rows).toEqual([
      [null, null],
      ['1', '2'],
    ]);
    expect(frame(rows, { skipBlankLines: true }).rows).toEqual([['1', '2']]);
  });

  it('names columns by position without a header, and stops at rows_to_read', () => {
    const table = frame(
      [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      { headerRow: null, rowsToRead: 2 },
    );
    expect(table.columns).toEqual(['0', '1']);
    expect(table.rows).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('pads short rows and refuses long ones unless the extra cells are empty', () => {
    expect(frame([['a', 'b'], ['1'], ['2', '3', '']]).rows).toEqual([
      ['1', null],
      ['2', '3'],
    ]);
    expect(() =>
      frame([
        ['a', 'b'],
        ['1', '2', '3'],
      ]),
    ).toThrow('Parsing error: Error tokenizing data. C error: Expected 2 fields in line 2, saw 3');
  });

  it('fails on a file with no rows at all', () => {
    expect(() => frame([])).toThrow('Parsing error: No columns to parse from file');
  });
});

describe('column selection', () => {
  it('keeps the listed columns in file order and refuses unknown ones', () => {
    const selection = selectColumns(['a', 'b', 'c'], {
      ...defaults,
      columnsRead: ['c', 'a'],
    });
    expect(selection.columns).toEqual(['a', 'c']);
    expect(selection.pick([1, 2, 3], 0)).toEqual([1, 3]);
    expect(() => selectColumns(['a'], { ...defaults, columnsRead: ['z'] })).toThrow(
      "Usecols do not match columns, columns expected but not found: ['z']",
    );
  });

  it('drops the index column unless the dataframe index is written, then puts it first', () => {
    expect(selectColumns(['id', 'v'], { ...defaults, indexColumn: 'id' }).columns).toEqual(['v']);
    const written = selectColumns(['v', 'id'], {
      ...defaults,
      indexColumn: 'id',
      dataframeIndex: true,
      indexLabel: 'key',
    });
    expect(written.columns).toEqual(['key', 'v']);
    expect(written.pick(['x', 7], 0)).toEqual([7, 'x']);
  });

  it('writes the row number as `index` for a dataframe index without index column', () => {
    const selection = selectColumns(['v'], { ...defaults, dataframeIndex: true });
    expect(selection.columns).toEqual(['index', 'v']);
    expect(selection.sources).toEqual(['row-number', 0]);
    expect(selection.pick(['x'], 4)).toEqual([4, 'x']);
  });
});
