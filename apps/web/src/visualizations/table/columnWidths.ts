/**
 * Column widths without measuring the DOM: a configured width is the column's minimum; other
 * columns get room for their header and the longest of the first rows' texts. Every column then
 * shares any space left so the table fills its box. In a narrow box no automatic column takes more than two thirds of the width (its
 * text ends in an ellipsis), so the next column always shows and the box scrolls sideways to the
 * rest, instead of one long first column filling the whole cell.
 */
import type { Row } from './rowOperations';
import type { TableColumn } from './tableColumns';

const CHAR_WIDTH = 7.5;
const CELL_PADDING = 24;
const MIN_WIDTH = 60;
const MAX_AUTO_WIDTH = 360;
const SAMPLE_ROWS = 200;
/** The narrowest an automatic column gets in a very narrow box. */
const NARROW_MIN_WIDTH = 48;

export function columnWidths(
  columns: readonly TableColumn[],
  rows: readonly Row[],
  available: number,
): number[] {
  const sample = rows.slice(0, SAMPLE_ROWS);
  const mostOfBox = Math.max(NARROW_MIN_WIDTH, Math.floor((available * 2) / 3));
  const natural = columns.map((column) => {
    if (column.width) return column.width;
    let longest = column.label.length + 2; // room for the sort arrow
    for (const row of sample) longest = Math.max(longest, column.format(row[column.key]).length);
    return Math.min(
      MAX_AUTO_WIDTH,
      mostOfBox,
      Math.max(MIN_WIDTH, Math.ceil(longest * CHAR_WIDTH + CELL_PADDING)),
    );
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total >= available || total === 0) return natural;
  const spare = available - total;
  return natural.map((width) => Math.floor(width + (spare * width) / total));
}
