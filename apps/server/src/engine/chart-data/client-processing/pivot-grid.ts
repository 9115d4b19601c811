/**
 * The shape a server-side chart post-processing step produces: a grid of cells with labelled
 * rows and columns, each label a tuple (pandas' MultiIndex), plus the names and value types of
 * each label level (what the CSV header and the flattened labels are made from).
 */
import type { GenericType } from '../../post-processing/frame';

export interface GridAxis {
  /** One tuple per row (or column). */
  keys: unknown[][];
  /** The name of each level (pandas' index names); null when unnamed. */
  names: (string | null)[];
  /** The value type of each level, so dates print as dates in labels. */
  types: GenericType[];
}

export interface Grid {
  rows: GridAxis;
  columns: GridAxis;
  /** cells[row][column]; null or NaN when missing. */
  cells: unknown[][];
  /**
   * Whether the row labels are only positions (pandas' RangeIndex): they are then left out of
   * CSV files, as pandas does for a default index.
   */
  positionalRows: boolean;
}

export function transposeGrid(grid: Grid): Grid {
  return {
    rows: grid.columns,
    columns: grid.rows,
    cells: grid.columns.keys.map((_, j) =>
      grid.rows.keys.map((__, i) => grid.cells[i]?.[j] ?? null),
    ),
    positionalRows: false,
  };
}

/** A stable text key of a tuple of cell values (types kept apart: 1 and '1' differ). */
export function tupleKey(values: readonly unknown[]): string {
  return values
    .map((v) =>
      v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))
        ? '\u0001'
        : `${typeof v}:${String(v)}`,
    )
    .join('\u0000');
}
