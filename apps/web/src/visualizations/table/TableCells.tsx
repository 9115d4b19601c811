/** One header cell (click sorts) and one body cell (text, bar, colour) of the table chart. */
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { cellBar, cellBarColor } from './cellBars';
import type { TableColumn } from './tableColumns';
import { NULL_TEXT } from './tableColumns';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface TableHeaderCellProps {
  column: TableColumn;
  width: number;
  sortDirection: 'asc' | 'desc' | null;
  onSort: () => void;
}

export function TableHeaderCell({ column, width, sortDirection, onSort }: TableHeaderCellProps) {
  return (
    <div
      role="columnheader"
      className="pn-table-th"
      style={{ width, justifyContent: alignToFlex(column.align) }}
      aria-sort={sortDirection ? ARIA_SORT[sortDirection] : 'none'}
      tabIndex={0}
      title={column.label}
      onClick={onSort}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSort();
        }
      }}
      data-testid={`table-header-${column.key}`}
    >
      <span className="pn-table-th-label">{column.label}</span>
      <span className="pn-table-sort-icon" aria-hidden>
        {sortDirection === 'asc' && <CaretUpOutlined />}
        {sortDirection === 'desc' && <CaretDownOutlined />}
      </span>
    </div>
  );
}

export interface TableCellProps {
  column: TableColumn;
  value: unknown;
  width: number;
  /** Overrides the formatted value (totals row labels). */
  text?: string;
  background?: string;
  selected?: boolean;
  noBar?: boolean;
  title?: string;
  onClick?: () => void;
}

function alignToFlex(align: TableColumn['align']): string {
  return align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start';
}

export function TableCell(props: TableCellProps) {
  const { column, value, width, background, selected, onClick } = props;
  const text = props.text ?? column.format(value);
  const bar =
    props.noBar || !column.showCellBars
      ? null
      : cellBar(value, column.valueRange, column.alignPositiveNegative);
  const classes = ['pn-table-td'];
  if (onClick) classes.push('pn-table-td-filterable');
  if (selected) classes.push('pn-table-td-selected');
  if (props.text === undefined && (value === null || value === undefined) && text === NULL_TEXT) {
    classes.push('pn-table-td-null');
  }
  return (
    <div
      role="cell"
      className={classes.join(' ')}
      style={{ width, justifyContent: alignToFlex(column.align), background }}
      title={props.title ?? text}
      onClick={onClick}
    >
      {bar && (
        <div
          className="pn-table-cell-bar"
          style={{
            left: `${bar.left}%`,
            width: `${bar.width}%`,
            background: cellBarColor(bar, column.colorPositiveNegative),
          }}
        />
      )}
      <span className="pn-table-cell-text">{text}</span>
    </div>
  );
}
