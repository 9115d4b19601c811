/**
 * The pivot table chart's layout computed on the server (Superset's client_processing.pivot_df),
 * for the `post_processed` result type: the query result (one row per row-group × column-group,
 * one column per metric) becomes the grid the chart draws.
 *
 * - Rows are the distinct `rows` tuples, columns the metrics crossed with the distinct `columns`
 *   tuples, both sorted (missing last); each cell aggregates the matching result rows with the
 *   chart's aggregate function. Columns with no value at all are dropped (pandas `dropna`).
 * - `transpose` swaps rows and columns; `metricsOnRows` lays the metrics out as rows.
 * - `combineMetrics` puts the metric last in each column tuple, metrics side by side per group.
 * - Without `rows` the single row is labelled "Total (<aggregate>)"; without `rows` and `columns`
 *   the result's rows are used as they are.
 * - The "as Fraction of" aggregates divide by the grand, column or row sums.
 * - `rowTotals` adds a total column (and per-group "Subtotal" columns) after each block of
 *   columns, `colTotals` the same for rows; totals aggregate the leaf cells of their block.
 * Single-level labels become text (Python `str`), as pandas' MultiIndex conversion makes them.
 */
import type { Frame, GenericType } from '../../post-processing/frame';
import { STRING } from '../../post-processing/frame';
import { compareNullsLast, isMissing, pythonStr, toNumber } from '../../post-processing/values';
import {
  aggregatePivotValues,
  fractionBase,
  type PivotAggregate,
} from '@panorama/core/pivot/pivot-aggregators';
import { transposeGrid, tupleKey, type Grid, type GridAxis } from './pivot-grid';

export interface PivotOptions {
  rows: string[];
  columns: string[];
  metrics: string[];
  aggregate: PivotAggregate;
  transpose: boolean;
  combineMetrics: boolean;
  /** A total column per row (form data `rowTotals`). */
  rowTotals: boolean;
  /** A total row per column (form data `colTotals`). */
  colTotals: boolean;
  /** Metrics laid out as rows (form data `metricsLayout: 'ROWS'`). */
  metricsOnRows: boolean;
}

export const totalLabel = (aggregate: string) => `Total (${aggregate})`;
export const SUBTOTAL_LABEL = 'Subtotal';

function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareNullsLast(a[i], b[i], true);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function distinctSorted(tuples: unknown[][]): unknown[][] {
  const seen = new Map<string, unknown[]>();
  for (const t of tuples) if (!seen.has(tupleKey(t))) seen.set(tupleKey(t), t);
  return [...seen.values()].sort(compareTuples);
}

/** A single-level axis: labels become text, unnamed (pandas' `from_tuples` conversion). */
function singleLevel(labels: unknown[], type: GenericType): GridAxis {
  return {
    keys: labels.map((v) => [isMissing(v) ? 'nan' : pythonStr(v, type)]),
    names: [null],
    types: [STRING],
  };
}

function pivotCells(
  frame: Frame,
  rowDims: string[],
  colDims: string[],
  options: PivotOptions,
): Grid {
  const typeOf = (name: string): GenericType =>
    frame.columns.find((c) => c.name === name)?.type ?? null;
  const keyOf = (row: Record<string, unknown>, dims: string[]) =>
    dims.map((d) => (isMissing(row[d]) ? null : row[d]));
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of frame.rows) {
    const key = tupleKey([...keyOf(row, rowDims), '\u0002', ...keyOf(row, colDims)]);
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  const rowTuples = distinctSorted(frame.rows.map((r) => keyOf(r, rowDims)));
  const colTuples = distinctSorted(frame.rows.map((r) => keyOf(r, colDims)));
  if (rowTuples.length === 0) rowTuples.push([]);

  // Value columns: metric-major, or group-major with the metric last when combining.
  const combine = options.combineMetrics && colDims.length > 0;
  const valueColumns: { metric: string; combo: unknown[]; key: unknown[] }[] = [];
  if (combine) {
    for (const combo of colTuples)
      for (const metric of options.metrics)
        valueColumns.push({ metric, combo, key: [...combo, metric] });
  } else {
    for (const metric of options.metrics)
      for (const combo of colTuples) valueColumns.push({ metric, combo, key: [metric, ...combo] });
  }
  const columnCells = valueColumns.map(({ metric, combo }) =>
    rowTuples.map((r) => {
      const members = groups.get(tupleKey([...r, '\u0002', ...combo]));
      return members
        ? aggregatePivotValues(
            options.aggregate,
            members.map((m) => m[metric]),
          )
        : NaN;
    }),
  );
  const kept = valueColumns.flatMap((column, j) =>
    (columnCells[j] ?? []).some((v) => !isMissing(v))
      ? [{ column, cells: columnCells[j] ?? [] }]
      : [],
  );

  const rows: GridAxis =
    rowDims.length === 0
      ? singleLevel([totalLabel(options.aggregate)], STRING)
      : rowDims.length === 1
        ? singleLevel(
            rowTuples.map((t) => t[0]),
            typeOf(rowDims[0] as string),
          )
        : { keys: rowTuples, names: [...rowDims], types: rowDims.map(typeOf) };
  const columns: GridAxis =
    colDims.length === 0
      ? singleLevel(
          kept.map((k) => k.column.metric),
          STRING,
        )
      : {
          keys: kept.map((k) => k.column.key),
          names: combine ? [...colDims, null] : [null, ...colDims],
          types: combine ? [...colDims.map(typeOf), STRING] : [STRING, ...colDims.map(typeOf)],
        };
  return {
    rows,
    columns,
    cells: rowTuples.map((_, i) => kept.map((k) => k.cells[i] ?? NaN)),
    positionalRows: false,
  };
}

/** No rows and no columns: the result as it is, its last row labelled as the total. */
function ungroupedCells(frame: Frame, options: PivotOptions): Grid {
  const n = frame.rows.length;
  return {
    rows: {
      keys: frame.rows.map((_, i) => [i === n - 1 ? totalLabel(options.aggregate) : String(i)]),
      names: [null],
      types: [STRING],
    },
    columns: singleLevel(options.metrics, STRING),
    cells: frame.rows.map((row) => options.metrics.map((m) => row[m] ?? null)),
    positionalRows: false,
  };
}

function asNumber(value: unknown): number {
  return isMissing(value) ? NaN : toNumber(value, true);
}

function sumOf(values: readonly unknown[]): number {
  let sum = 0;
  for (const v of values) {
    const x = asNumber(v);
    if (!Number.isNaN(x)) sum += x;
  }
  return sum;
}

/** The "as Fraction of" aggregates: each cell over the grand, its column's or its row's sum. */
function applyFraction(grid: Grid, options: PivotOptions): void {
  const of = fractionBase(options.aggregate);
  if (of === null) return;
  const { cells } = grid;
  // With metrics on rows the grid is transposed at the end, so rows and columns trade places.
  const byColumn = of === 'col' ? !options.metricsOnRows : of === 'row' && options.metricsOnRows;
  const grand = sumOf(cells.flat());
  const columnSums = grid.columns.keys.map((_, j) => sumOf(cells.map((row) => row[j])));
  const rowSums = cells.map((row) => sumOf(row));
  grid.cells = cells.map((row, i) =>
    row.map((v, j) => {
      const divisor = of === 'total' ? grand : byColumn ? columnSums[j] : rowSums[i];
      return asNumber(v) / (divisor ?? NaN);
    }),
  );
}

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return tupleKey(key.slice(0, prefix.length)) === tupleKey(prefix);
}

/** Distinct prefixes of `length` among `keys`, in order of first appearance. */
function prefixes(keys: readonly unknown[][], length: number): unknown[][] {
  const seen = new Map<string, unknown[]>();
  for (const key of keys) {
    const prefix = key.slice(0, length);
    if (!seen.has(tupleKey(prefix))) seen.set(tupleKey(prefix), prefix);
  }
  return [...seen.values()];
}

/**
 * Adds a total after each block of the axis's keys sharing a prefix, for every prefix length
 * (the empty prefix gives the grand total). `along` reads and writes the cells of one key.
 */
function addTotals(
  axis: GridAxis,
  aggregate: PivotAggregate,
  blockValues: (from: number, to: number) => unknown[],
  insert: (at: number, values: unknown[]) => void,
): void {
  const original = axis.keys.slice();
  const levels = original[0]?.length ?? 0;
  for (let level = 0; level < levels; level++) {
    for (const prefix of prefixes(original, level)) {
      const first = axis.keys.findIndex((k) => startsWith(k, prefix));
      if (first < 0) continue;
      let last = first;
      while (last + 1 < axis.keys.length && startsWith(axis.keys[last + 1] as unknown[], prefix))
        last++;
      const depth = levels - prefix.length - 1;
      const name = [...prefix, level === 0 ? totalLabel(aggregate) : SUBTOTAL_LABEL];
      for (let d = 0; d < depth; d++) name.push('');
      insert(last + 1, blockValues(first, last + 1));
      axis.keys.splice(last + 1, 0, name);
    }
  }
}

function addRowTotals(grid: Grid, aggregate: PivotAggregate): void {
  addTotals(
    grid.columns,
    aggregate,
    (from, to) => grid.cells.map((row) => aggregatePivotValues(aggregate, row.slice(from, to))),
    (at, values) => grid.cells.forEach((row, i) => row.splice(at, 0, values[i] ?? NaN)),
  );
}

function addColumnTotals(grid: Grid, aggregate: PivotAggregate): void {
  addTotals(
    grid.rows,
    aggregate,
    (from, to) =>
      grid.columns.keys.map((_, j) =>
        aggregatePivotValues(
          aggregate,
          grid.cells.slice(from, to).map((row) => asNumber(row[j])),
        ),
      ),
    (at, values) => grid.cells.splice(at, 0, values),
  );
}

export function pivotTableV2(frame: Frame, options: PivotOptions): Grid {
  let rowDims = options.rows;
  let colDims = options.columns;
  if (options.transpose) [rowDims, colDims] = [colDims, rowDims];
  // Metrics on rows: pivot with rows and columns swapped, transpose at the end.
  if (options.metricsOnRows) [rowDims, colDims] = [colDims, rowDims];

  const grid =
    rowDims.length > 0 || colDims.length > 0
      ? pivotCells(frame, rowDims, colDims, options)
      : ungroupedCells(frame, options);
  applyFraction(grid, options);
  if (options.rowTotals) addRowTotals(grid, options.aggregate);
  if (options.colTotals && rowDims.length > 0) addColumnTotals(grid, options.aggregate);
  return options.metricsOnRows ? transposeGrid(grid) : grid;
}
