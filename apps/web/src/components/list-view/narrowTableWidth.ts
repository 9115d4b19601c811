/**
 * How wide a list table is drawn on a narrow screen. The table lays its columns out at fixed
 * widths and shares what is left among the columns without one; when the screen is narrower
 * than the fixed columns alone, those get nothing and their text is drawn over its neighbours.
 * Drawn at least this wide, inside a box that scrolls sideways, every column keeps room.
 */

/** Room for a column without a set width: a name or a date of a usual length. */
export const FLEXIBLE_COLUMN_WIDTH = 180;

/** The checkbox column a table adds in bulk-select mode. */
export const SELECTION_COLUMN_WIDTH = 32;

export function narrowTableWidth(
  columns: ReadonlyArray<{ width?: number | string }>,
  selectable: boolean,
): number {
  const columnsWidth = columns.reduce(
    (sum, column) =>
      sum + (typeof column.width === 'number' ? column.width : FLEXIBLE_COLUMN_WIDTH),
    0,
  );
  return columnsWidth + (selectable ? SELECTION_COLUMN_WIDTH : 0);
}
