/**
 * The rows a table shows, in order: sorted, then narrowed by the search. The copy action uses the
 * same function, so what is copied is exactly what the user sees.
 */
import type { TemporalFormats } from './cellFormat';
import type { DataRow, DataTableColumn } from './columnTypes';
import { buildSearchIndex, filterRowIndices } from './rowFilter';
import { sortedRowIndices } from './rowOrder';
import type { SortState } from './rowOrder';

export interface TableViewOptions {
  sort: SortState | null;
  filterText: string;
  temporalFormats?: TemporalFormats;
}

export function visibleRows(
  rows: readonly DataRow[],
  columns: readonly DataTableColumn[],
  { sort, filterText, temporalFormats }: TableViewOptions,
): DataRow[] {
  const ordered = sortedRowIndices(rows, sort);
  const matching =
    filterText.trim() === ''
      ? ordered
      : filterRowIndices(ordered, buildSearchIndex(rows, columns, temporalFormats), filterText);
  return matching.map((i) => rows[i]).filter((row): row is DataRow => row !== undefined);
}
