/**
 * A results table for any number of rows: only the rows in view are in the DOM (fixed row
 * height, @tanstack/react-virtual), the header stays on top while scrolling, a header click sorts,
 * a header edge drag resizes, and `filterText` narrows the rows to those containing it in any
 * cell. Explore's data pane uses it today; SQL Lab's results are meant to reuse it.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty } from 'antd';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { cellText, nullText } from './cellFormat';
import type { TemporalFormat, TemporalFormats } from './cellFormat';
import { columnsFromResult, GenericDataType } from './columnTypes';
import type { DataRow, DataTableColumn } from './columnTypes';
import { autoColumnWidths } from './columnWidths';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { buildSearchIndex, filterRowIndices, normaliseFilterText } from './rowFilter';
import { nextSortState, sortedRowIndices } from './rowOrder';
import type { SortState } from './rowOrder';
import './dataTable.css';

export const DEFAULT_ROW_HEIGHT = 32;
/** Must match `.pn-data-table-header` height in dataTable.css: rows start below it. */
const HEADER_HEIGHT = 36;
const OVERSCAN_ROWS = 12;

export interface VirtualDataTableProps {
  rows: readonly DataRow[];
  /** Explicit columns; otherwise built from `colnames`/`coltypes` (or the first row's keys). */
  columns?: readonly DataTableColumn[];
  colnames?: readonly string[];
  coltypes?: readonly (number | null)[];
  /** Shows only rows with a cell containing this text (case-insensitive). */
  filterText?: string;
  /** Per temporal column: 'formatted' (the default) or 'original'. */
  temporalFormats?: TemporalFormats;
  /** When given, temporal headers offer the 'Column Formatting' popover. */
  onTemporalFormatChange?: (columnKey: string, format: TemporalFormat) => void;
  /** Controlled sort; leave undefined to let the table keep its own. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** CSS height of the scroll area; the default fills a parent of definite height. */
  height?: number | string;
  rowHeight?: number;
  /** Shown when there are no rows at all (a search with no match says 'No matching records found'). */
  emptyText?: ReactNode;
  className?: string;
}

export function VirtualDataTable({
  rows,
  columns: givenColumns,
  colnames,
  coltypes,
  filterText = '',
  temporalFormats,
  onTemporalFormatChange,
  sort: controlledSort,
  onSortChange,
  height = '100%',
  rowHeight = DEFAULT_ROW_HEIGHT,
  emptyText,
  className,
}: VirtualDataTableProps) {
  const columns = useMemo(
    () => givenColumns ?? columnsFromResult(colnames, coltypes, rows),
    [givenColumns, colnames, coltypes, rows],
  );

  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const requestedSort = controlledSort === undefined ? ownSort : controlledSort;
  // A sort on a column the new results no longer have is simply not applied.
  const sort =
    requestedSort && columns.some((c) => c.key === requestedSort.key) ? requestedSort : null;
  const toggleSort = (key: string) => {
    const next = nextSortState(sort, key);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  // Typing stays responsive on large results: the search runs after the keystroke renders.
  const deferredFilter = normaliseFilterText(useDeferredValue(filterText));
  const searching = deferredFilter !== '';
  const ordered = useMemo(() => sortedRowIndices(rows, sort), [rows, sort]);
  const searchIndex = useMemo(
    () => (searching ? buildSearchIndex(rows, columns, temporalFormats) : null),
    [searching, rows, columns, temporalFormats],
  );
  const visible = useMemo(
    () => (searchIndex ? filterRowIndices(ordered, searchIndex, deferredFilter) : ordered),
    [ordered, searchIndex, deferredFilter],
  );

  const autoWidths = useMemo(
    () => autoColumnWidths(columns, rows, temporalFormats),
    [columns, rows, temporalFormats],
  );
  const [manualWidths, setManualWidths] = useState<Readonly<Record<string, number>>>({});
  const widthOf = (key: string) => manualWidths[key] ?? autoWidths[key] ?? 120;
  const totalWidth = columns.reduce((sum, column) => sum + widthOf(column.key), 0);
  const resize = useCallback(
    (key: string, width: number) => setManualWidths((prev) => ({ ...prev, [key]: width })),
    [],
  );
  const resetWidth = useCallback(
    (key: string) =>
      setManualWidths((prev) => {
        const { [key]: _dropped, ...rest } = prev;
        return rest;
      }),
    [],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer hands out fresh functions each render, which the React Compiler cannot memoise
  // safely; this component does not rely on memoising them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: HEADER_HEIGHT,
  });

  const rowStyleWidth = { width: totalWidth };
  return (
    <div
      ref={scrollRef}
      className={`pn-data-table${className ? ` ${className}` : ''}`}
      style={{ height }}
      role="table"
      aria-rowcount={visible.length + 1}
      aria-colcount={columns.length}
      data-testid="data-table"
    >
      <div className="pn-data-table-header" role="row" style={rowStyleWidth}>
        {columns.map((column) => (
          <DataTableHeaderCell
            key={column.key}
            column={column}
            width={widthOf(column.key)}
            sortDirection={sort?.key === column.key ? sort.direction : null}
            onSort={() => toggleSort(column.key)}
            onResize={(width) => resize(column.key, width)}
            onResetWidth={() => resetWidth(column.key)}
            temporalFormat={temporalFormats?.[column.key]}
            onTemporalFormatChange={
              onTemporalFormatChange
                ? (format) => onTemporalFormatChange(column.key, format)
                : undefined
            }
          />
        ))}
      </div>
      <div
        className="pn-data-table-body"
        style={{ ...rowStyleWidth, height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[visible[item.index] ?? -1];
          if (!row) return null;
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={`pn-data-table-row${item.index % 2 === 1 ? ' pn-data-table-row-odd' : ''}`}
              style={{
                ...rowStyleWidth,
                height: rowHeight,
                transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
              }}
              data-testid="data-table-row"
            >
              {columns.map((column) => (
                <DataTableCell
                  key={column.key}
                  text={cellText(row[column.key], column, temporalFormats)}
                  numeric={column.type === GenericDataType.NUMERIC}
                  width={widthOf(column.key)}
                />
              ))}
            </div>
          );
        })}
      </div>
      {visible.length === 0 && (
        <div className="pn-data-table-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              rows.length > 0 ? t('No matching records found') : (emptyText ?? t('No data'))
            }
          />
        </div>
      )}
    </div>
  );
}

function DataTableCell({
  text,
  numeric,
  width,
}: {
  text: string | null;
  numeric: boolean;
  width: number;
}) {
  return (
    <div
      role="cell"
      className={`pn-data-table-cell${numeric ? ' pn-data-table-numeric' : ''}`}
      style={{ width }}
      title={text ?? undefined}
    >
      {text ?? <span className="pn-data-table-null">{nullText()}</span>}
    </div>
  );
}
