/**
 * The table's search: a row matches when any of its cells' shown text contains the search text,
 * ignoring case. The lower-cased text of each row is built once per data/format change so that
 * each keystroke is a plain substring scan, fast enough for 100k rows.
 */
import { cellText, nullText } from './cellFormat';
import type { TemporalFormats } from './cellFormat';
import { GenericDataType } from './columnTypes';
import type { DataRow, DataTableColumn } from './columnTypes';

// Cells are joined with a character no one can type, so a search never matches across two cells.
const CELL_SEPARATOR = '\u0001';

export type SearchIndex = readonly string[];

export function buildSearchIndex(
  rows: readonly DataRow[],
  columns: readonly DataTableColumn[],
  temporalFormats?: TemporalFormats,
): SearchIndex {
  const empty = nullText().toLowerCase();
  // Formatting a date is the costly part and time columns repeat values a lot: remember each one.
  const dateTexts = columns.map((column) =>
    column.type === GenericDataType.TEMPORAL ? new Map<unknown, string>() : null,
  );
  const textOf = (value: unknown, columnIndex: number, column: DataTableColumn): string => {
    const cache = dateTexts[columnIndex];
    let text = cache?.get(value);
    if (text === undefined) {
      text = cellText(value, column, temporalFormats)?.toLowerCase() ?? empty;
      cache?.set(value, text);
    }
    return text;
  };
  return rows.map((row) => {
    let line = '';
    columns.forEach((column, columnIndex) => {
      if (columnIndex > 0) line += CELL_SEPARATOR;
      line += textOf(row[column.key], columnIndex, column);
    });
    return line;
  });
}

export function normaliseFilterText(filterText: string): string {
  return filterText.trim().toLowerCase();
}

/** The indexes (in the given order) whose row matches; all of them when the search is blank. */
export function filterRowIndices(
  indices: readonly number[],
  index: SearchIndex,
  filterText: string,
): number[] {
  const needle = normaliseFilterText(filterText);
  if (needle === '') return [...indices];
  return indices.filter((i) => index[i]?.includes(needle) ?? false);
}
