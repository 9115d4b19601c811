/**
 * The time-series table: a "Metric" column (linked when a URL template is set) and the
 * configured columns, sortable by clicking their headers. Values are coloured by their
 * column's bounds; sparklines are drawn per cell in SVG.
 */
import { CaretDownOutlined, CaretUpOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../i18n/t';
import { SparklineCell } from './SparklineCell';
import type { TimeTableChartProps, TimeTableRow } from './transformProps';
import './timeTable.css';

const LABEL_KEY = '\u0000label';

interface SortState {
  key: string;
  desc: boolean;
}

function sortValue(row: TimeTableRow, key: string): number | string | null {
  if (key === LABEL_KEY) return row.label;
  return row.cells[key]?.value ?? null;
}

function compareRows(a: TimeTableRow, b: TimeTableRow, sort: SortState): number {
  const left = sortValue(a, sort.key);
  const right = sortValue(b, sort.key);
  // Rows without a value go last whatever the direction.
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const order =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : String(left).localeCompare(String(right));
  return sort.desc ? -order : order;
}

export default function TimeTableChart({
  width,
  height,
  columns,
  rows,
  defaultSort,
}: TimeTableChartProps) {
  const [sort, setSort] = useState<SortState | null>(defaultSort);
  const sorted = useMemo(
    () => (sort ? [...rows].sort((a, b) => compareRows(a, b, sort)) : rows),
    [rows, sort],
  );
  const onSort = (key: string) =>
    setSort((current) =>
      current?.key === key ? (current.desc ? { key, desc: false } : null) : { key, desc: true },
    );
  const sortIcon = (key: string) =>
    sort?.key === key ? sort.desc ? <CaretDownOutlined /> : <CaretUpOutlined /> : null;
  const ariaSort = (key: string) =>
    sort?.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none';

  return (
    <div className="pn-time-table" style={{ width, height }} data-testid="time-table">
      <table>
        <thead>
          <tr>
            <th aria-sort={ariaSort(LABEL_KEY)} onClick={() => onSort(LABEL_KEY)}>
              {t('Metric')} {sortIcon(LABEL_KEY)}
            </th>
            {columns.map((column) => {
              const sortable = column.colType !== 'spark';
              return (
                <th
                  key={column.key}
                  className={sortable ? 'pn-time-table-number' : 'pn-time-table-spark-header'}
                  aria-sort={sortable ? ariaSort(column.key) : undefined}
                  onClick={sortable ? () => onSort(column.key) : undefined}
                >
                  {column.title}
                  {column.tooltip && (
                    <Tooltip title={column.tooltip}>
                      <InfoCircleOutlined className="pn-time-table-info" />
                    </Tooltip>
                  )}{' '}
                  {sortable && sortIcon(column.key)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.id}>
              <td className="pn-time-table-label">
                {row.url ? (
                  <a href={row.url} target="_blank" rel="noopener noreferrer">
                    {row.label}
                  </a>
                ) : (
                  row.label
                )}
              </td>
              {columns.map((column) => {
                const cell = row.cells[column.key];
                if (!cell) return <td key={column.key} />;
                if (cell.kind === 'spark') {
                  return (
                    <td key={column.key} className="pn-time-table-spark-cell">
                      <SparklineCell
                        cell={cell}
                        width={column.width}
                        height={column.height}
                        label={`${row.label} ${column.title}`}
                      />
                    </td>
                  );
                }
                return (
                  <td
                    key={column.key}
                    className="pn-time-table-number"
                    data-value={cell.value ?? undefined}
                    style={
                      cell.color ? { boxShadow: `inset 0 -2.5px 0 0 ${cell.color}` } : undefined
                    }
                  >
                    {cell.error ? (
                      <span className="pn-time-table-error">{cell.error}</span>
                    ) : (
                      <span style={cell.color ? { color: cell.color } : undefined}>
                        {cell.text}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
