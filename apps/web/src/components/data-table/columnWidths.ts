/**
 * Starting column widths, from the header and a sample of cell texts: wide enough for typical
 * content, never so wide that one long text pushes every other column off screen. Users can then
 * drag a header edge to resize.
 */
import { cellText } from './cellFormat';
import type { TemporalFormats } from './cellFormat';
import type { DataRow, DataTableColumn } from './columnTypes';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_AUTO_COLUMN_WIDTH = 360;
/** Approximate width of one character of the table's 13px font. */
const CHAR_WIDTH = 7.5;
/** Cell padding plus room for the header's sort and format icons. */
const CELL_PADDING = 24;
const HEADER_ICONS = 36;
/** Rows measured; beyond this the estimate no longer changes meaningfully. */
export const WIDTH_SAMPLE_ROWS = 200;

export function clampColumnWidth(width: number, max = Number.POSITIVE_INFINITY): number {
  return Math.round(Math.min(Math.max(width, MIN_COLUMN_WIDTH), max));
}

export function autoColumnWidth(
  column: DataTableColumn,
  rows: readonly DataRow[],
  temporalFormats?: TemporalFormats,
): number {
  if (column.width !== undefined) return clampColumnWidth(column.width);
  let longest = (column.label ?? column.key).length * CHAR_WIDTH + HEADER_ICONS;
  const sample = Math.min(rows.length, WIDTH_SAMPLE_ROWS);
  for (let i = 0; i < sample; i += 1) {
    const text = cellText(rows[i]?.[column.key], column, temporalFormats) ?? 'N/A';
    longest = Math.max(longest, text.length * CHAR_WIDTH);
  }
  return clampColumnWidth(longest + CELL_PADDING, MAX_AUTO_COLUMN_WIDTH);
}

export function autoColumnWidths(
  columns: readonly DataTableColumn[],
  rows: readonly DataRow[],
  temporalFormats?: TemporalFormats,
): Record<string, number> {
  const widths: Record<string, number> = {};
  for (const column of columns) widths[column.key] = autoColumnWidth(column, rows, temporalFormats);
  return widths;
}
