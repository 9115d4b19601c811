/**
 * Rows of cells (CSV records, worksheet rows) to a table, with pandas' read options:
 * `skip_rows` records are dropped first; blank records are dropped too with `skip_blank_lines`
 * (otherwise they are all-NULL rows, except blank lines ending the file, which are dropped); `header_row` counts the records after those, the ones
 * before it are dropped; `rows_to_read` caps the data rows; cells whose text is a null marker
 * (pandas' default list, or `null_values`) read as NULL. A row longer than the header is an error
 * unless the extra cells are empty; a shorter one is padded with NULL.
 */
import { headerNames, selectColumns, type ColumnSelection } from './column-selection';
import type { ReadOptions } from './upload-options';
import type { CellValue, SourceRow } from './upload-types';
import { parsingError } from './upload-errors';

export interface RawRecord {
  cells: CellValue[];
  line: number;
  blank: boolean;
}

export type FramingOptions = Pick<
  ReadOptions,
  | 'headerRow'
  | 'skipRows'
  | 'rowsToRead'
  | 'skipBlankLines'
  | 'nullValues'
  | 'columnsRead'
  | 'indexColumn'
  | 'dataframeIndex'
  | 'indexLabel'
>;

/** pandas' STR_NA_VALUES: what reads as NULL unless `null_values` replaces the list. */
export const DEFAULT_NULL_MARKERS: ReadonlySet<string> = new Set([
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
]);

export interface FramedTable {
  columns: string[];
  /** The table's rows, read again from the start at every call. */
  rows(): Generator<SourceRow>;
}

function isEmptyCell(value: CellValue | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/** Records after `skip_rows`, without blank ones when they are skipped. */
function* usableRecords(
  makeRecords: () => Iterable<RawRecord>,
  options: FramingOptions,
): Generator<RawRecord> {
  let skipped = 0;
  for (const record of makeRecords()) {
    if (skipped < options.skipRows) {
      skipped++;
      continue;
    }
    if (record.blank && options.skipBlankLines) continue;
    yield record;
  }
}

/** The column names: the header record's cells, or 0, 1, ... from the first data row's width. */
function readColumnNames(
  makeRecords: () => Iterable<RawRecord>,
  options: FramingOptions,
): { names: string[]; dataStart: number } {
  let position = 0;
  for (const record of usableRecords(makeRecords, options)) {
    if (options.headerRow === null) {
      return { names: record.cells.map((_, i) => String(i)), dataStart: 0 };
    }
    if (position === options.headerRow) {
      return { names: headerNames(record.cells), dataStart: position + 1 };
    }
    position++;
  }
  throw parsingError('No columns to parse from file');
}

export function frameRecords(
  makeRecords: () => Iterable<RawRecord>,
  options: FramingOptions,
): FramedTable {
  const { names, dataStart } = readColumnNames(makeRecords, options);
  if (names.length === 0) throw parsingError('No columns to parse from file');
  const selection: ColumnSelection = selectColumns(names, options);
  const nullMarkers: ReadonlySet<string> =
    options.nullValues === null ? DEFAULT_NULL_MARKERS : new Set(options.nullValues);
  const width = names.length;

  const toRow = (record: RawRecord, rowIndex: number): SourceRow => {
    const cells = record.cells;
    if (cells.length > width) {
      const extra = cells.slice(width);
      if (!extra.every(isEmptyCell))
        throw parsingError(
          `Error tokenizing data. C error: Expected ${width} fields in line ${record.line}, saw ${cells.length}`,
        );
    }
    const values: CellValue[] = new Array<CellValue>(width);
    for (let i = 0; i < width; i++) {
      const value = cells[i] ?? null;
      values[i] = typeof value === 'string' && nullMarkers.has(value) ? null : value;
    }
    return { cells: selection.pick(values, rowIndex), line: record.line };
  };

  return {
    columns: selection.columns,
    *rows() {
      let position = 0;
      let rowIndex = 0;
      // Blank records wait until a record with data follows: blank lines at the end of a file
      // (a trailing line break too many) do not become rows.
      const pendingBlanks: RawRecord[] = [];
      for (const record of usableRecords(makeRecords, options)) {
        if (position++ < dataStart) continue;
        if (record.blank) {
          pendingBlanks.push(record);
          continue;
        }
        for (const next of [...pendingBlanks.splice(0), record]) {
          if (options.rowsToRead !== null && rowIndex >= options.rowsToRead) return;
          yield toRow(next, rowIndex);
          rowIndex++;
        }
      }
    },
  };
}
