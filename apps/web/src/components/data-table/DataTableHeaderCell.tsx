/**
 * One column header: a click sorts (ascending, descending, off), temporal columns offer the
 * 'Column Formatting' popover, and the right edge can be dragged to resize the column.
 */
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, SyntheticEvent } from 'react';
import type { TemporalFormat } from './cellFormat';
import { ColumnFormattingPopover } from './ColumnFormattingPopover';
import { GenericDataType } from './columnTypes';
import type { DataTableColumn } from './columnTypes';
import { clampColumnWidth } from './columnWidths';
import type { SortDirection } from './rowOrder';

export interface DataTableHeaderCellProps {
  column: DataTableColumn;
  width: number;
  sortDirection: SortDirection | null;
  onSort: () => void;
  onResize: (width: number) => void;
  onResetWidth: () => void;
  /** Present when the table offers the temporal-format choice. */
  temporalFormat?: TemporalFormat;
  onTemporalFormatChange?: (format: TemporalFormat) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const stop = (event: SyntheticEvent) => event.stopPropagation();

export function DataTableHeaderCell({
  column,
  width,
  sortDirection,
  onSort,
  onResize,
  onResetWidth,
  temporalFormat,
  onTemporalFormatChange,
}: DataTableHeaderCellProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const label = column.label ?? column.key;

  const startResize = (event: ReactPointerEvent<HTMLSpanElement>) => {
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const moveResize = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    onResize(clampColumnWidth(drag.current.startWidth + event.clientX - drag.current.startX));
  };
  const endResize = (event: ReactPointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const numeric = column.type === GenericDataType.NUMERIC;
  return (
    <div
      role="columnheader"
      aria-sort={sortDirection ? ARIA_SORT[sortDirection] : 'none'}
      className={`pn-data-table-header-cell${numeric ? ' pn-data-table-numeric' : ''}`}
      style={{ width }}
      data-testid={`data-table-header-${column.key}`}
      onClick={onSort}
    >
      <button type="button" className="pn-data-table-sort" title={label}>
        <span className="pn-data-table-header-label">{label}</span>
        {sortDirection === 'asc' && <CaretUpOutlined className="pn-data-table-sort-icon" />}
        {sortDirection === 'desc' && <CaretDownOutlined className="pn-data-table-sort-icon" />}
      </button>
      {column.type === GenericDataType.TEMPORAL && onTemporalFormatChange && (
        <ColumnFormattingPopover
          columnKey={column.key}
          value={temporalFormat ?? 'formatted'}
          onChange={onTemporalFormatChange}
        />
      )}
      <span
        className="pn-data-table-resizer"
        aria-hidden="true"
        onPointerDown={startResize}
        onPointerMove={moveResize}
        onPointerUp={endResize}
        onPointerCancel={endResize}
        onClick={stop}
        onDoubleClick={(event) => {
          event.stopPropagation();
          onResetWidth();
        }}
      />
    </div>
  );
}
