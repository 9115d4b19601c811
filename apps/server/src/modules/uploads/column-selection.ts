/**
 * Which columns of a file become columns of the table, with pandas' rules:
 * - header names: an empty name is `Unnamed: {position}`, a repeated name gets `.1`, `.2`...;
 * - `columns_read` (usecols) keeps only the listed columns, in file order; an unknown name fails;
 * - `index_column` (index_col) takes a column out of the data; it is written back first only when
 *   `dataframe_index` is set, named `index_label` or its own name;
 * - `dataframe_index` without an index column writes the row number (0, 1, ...) as `index_label`
 *   or `index`, as to_sql(index=True) writes a RangeIndex.
 */
import type { ReadOptions } from './upload-options';
import type { CellValue } from './upload-types';
import { parsingError } from './upload-errors';
import { dedupeColumnNames } from '../../engine/connectors/result-rows';

export type SelectionOptions = Pick<
  ReadOptions,
  'columnsRead' | 'indexColumn' | 'dataframeIndex' | 'indexLabel'
>;

export interface ColumnSelection {
  columns: string[];
  /** Where each column comes from: a position in the file's row, or the row number. */
  sources: (number | 'row-number')[];
  /** The table row for a file row; `rowIndex` counts data rows from 0. */
  pick(cells: readonly CellValue[], rowIndex: number): CellValue[];
}

/** A header cell as a column name. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** pandas' naming of header cells: blanks become `Unnamed: i`, duplicates are numbered. */
export function headerNames(cells: readonly CellValue[]): string[] {
  const names = cells.map((cell, i) => {
    const name = cellText(cell);
    return name === '' ? `Unnamed: ${i}` : name;
  });
  return dedupeColumnNames(names, '.');
}

function quotedList(names: readonly string[]): string {
  return `[${names.map((n) => `'${n}'`).join(', ')}]`;
}

export function selectColumns(
  names: readonly string[],
  options: SelectionOptions,
): ColumnSelection {
  let kept = names.map((name, index) => ({ name, index }));
  if (options.columnsRead.length > 0) {
    const missing = options.columnsRead.filter((c) => !names.includes(c));
    if (missing.length > 0)
      throw parsingError(
        `Usecols do not match columns, columns expected but not found: ${quotedList(missing)}`,
      );
    kept = kept.filter((c) => options.columnsRead.includes(c.name));
  }
  let index: { name: string; source: number | 'row-number' } | null = null;
  if (options.indexColumn !== null) {
    const found = kept.find((c) => c.name === options.indexColumn);
    if (!found) throw parsingError(`Index ${options.indexColumn} invalid`);
    kept = kept.filter((c) => c !== found);
    if (options.dataframeIndex)
      index = { name: options.indexLabel ?? found.name, source: found.index };
  } else if (options.dataframeIndex) {
    index = { name: options.indexLabel ?? 'index', source: 'row-number' };
  }
  const sources = kept.map((c) => c.index);
  const columns = kept.map((c) => c.name);
  if (index === null) {
    return {
      columns,
      sources,
      pick: (cells) => sources.map((i) => cells[i] ?? null),
    };
  }
  const indexSource = index.source;
  return {
    columns: [index.name, ...columns],
    sources: [indexSource, ...sources],
    pick: (cells, rowIndex) => [
      indexSource === 'row-number' ? rowIndex : (cells[indexSource] ?? null),
      ...sources.map((i) => cells[i] ?? null),
    ],
  };
}
