/**
 * The columnar form every operation works on. Converting the row objects once on the way in and
 * once on the way out keeps operations to typed loops over arrays (no per-cell objects), which is
 * what lets a 100k-row frame go through a chain of operations in milliseconds.
 *
 * A Table also carries the two pieces of pandas DataFrame state that Superset's operations rely
 * on and that a plain list of rows cannot express:
 *  - `index`: the columns pandas would hold as the DataFrame index (set by `pivot`, cleared by
 *    `flatten`). Here they always stay materialised as ordinary leading columns, so a frame that
 *    leaves post-processing without a `flatten` still carries them.
 *  - `levels` on a column: its pandas MultiIndex tuple (`[metric, dimension value, ...]`) after
 *    `pivot` with `columns`. Operations resolve a column reference against a name or against
 *    level 0, as Superset's `validate_column_args` does, and `flatten` joins the levels.
 *
 * Arrays inside a Table are never mutated once the Table exists; operations build new arrays and
 * may share unchanged columns between input and output.
 */
import type { Frame, FrameColumn, GenericType } from './frame';

/** A column's cells: any values, or a Float64Array where NaN stands for a missing value. */
export type ColumnValues = unknown[] | Float64Array;

export interface Column {
  readonly name: string;
  readonly type: GenericType;
  readonly values: ColumnValues;
  readonly levels?: readonly (string | null)[];
}

export interface Table {
  readonly columns: readonly Column[];
  readonly length: number;
  readonly index: readonly string[];
  /** pandas MultiIndex level names of the leveled columns: `[null, ...pivot columns]`. */
  readonly levelNames?: readonly (string | null)[];
}

/** Normalises driver values once, so operations only meet numbers, strings, booleans and null. */
function normalizeCell(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : ms;
  }
  return value;
}

export function frameToTable(frame: Frame): Table {
  const { rows } = frame;
  const length = rows.length;
  const columns = frame.columns.map((column): Column => {
    const values = new Array<unknown>(length);
    const { name } = column;
    for (let i = 0; i < length; i++) {
      const row = rows[i];
      values[i] = row !== undefined && Object.hasOwn(row, name) ? normalizeCell(row[name]) : null;
    }
    return { name, type: column.type, values };
  });
  return { columns, length, index: [] };
}

/** The JSON value of a cell: NaN and infinities (Superset serialises them with ignore_nan) are null. */
export function jsonCell(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value === undefined ? null : value;
}

export function tableToFrame(table: Table): Frame {
  const columns: FrameColumn[] = table.columns.map((c) => ({ name: c.name, type: c.type }));
  const { length } = table;
  const rows = new Array<Record<string, unknown>>(length);
  const names = table.columns.map((c) => c.name);
  // A column named `__proto__` (a pivoted dimension value can be anything) must become an own
  // property, not the row object's prototype.
  const unsafe = names.some((n) => n === '__proto__');
  for (let i = 0; i < length; i++) {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) {
      const value = jsonCell((table.columns[c] as Column).values[i]);
      const name = names[c] as string;
      if (unsafe && name === '__proto__') {
        Object.defineProperty(row, name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        row[name] = value;
      }
    }
    rows[i] = row;
  }
  return { columns, rows };
}

export function emptyTable(): Table {
  return { columns: [], length: 0, index: [] };
}

export function columnIndexOf(table: Table, name: string): number {
  return table.columns.findIndex((c) => c.name === name);
}

export function findColumn(table: Table, name: string): Column | undefined {
  return table.columns.find((c) => c.name === name);
}

export function columnNames(table: Table): string[] {
  return table.columns.map((c) => c.name);
}

/** A copy of `values` holding only the rows at `positions`, in that order. */
export function takeValues(values: ColumnValues, positions: ArrayLike<number>): ColumnValues {
  const n = positions.length;
  if (values instanceof Float64Array) {
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = values[positions[i] as number] as number;
    return out;
  }
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = values[positions[i] as number];
  return out;
}

/** The table restricted to (or reordered by) the rows at `positions`. */
export function takeRows(table: Table, positions: ArrayLike<number>): Table {
  return {
    ...table,
    length: positions.length,
    columns: table.columns.map((c) => ({ ...c, values: takeValues(c.values, positions) })),
  };
}

/** Drops the first `count` rows (pandas `df[count:]`). */
export function dropLeadingRows(table: Table, count: number): Table {
  if (count <= 0) return table;
  const start = Math.min(count, table.length);
  return {
    ...table,
    length: table.length - start,
    columns: table.columns.map((c) => ({ ...c, values: c.values.slice(start) })),
  };
}

/** Replaces the columns, keeping index metadata only for index columns that still exist. */
export function withColumns(
  table: Table,
  columns: readonly Column[],
  length = table.length,
): Table {
  const names = new Set(columns.map((c) => c.name));
  return { ...table, columns, length, index: table.index.filter((n) => names.has(n)) };
}

export function isIndexColumn(table: Table, column: Column): boolean {
  return table.index.includes(column.name);
}
