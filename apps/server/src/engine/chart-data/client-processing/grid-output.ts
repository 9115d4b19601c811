/**
 * How a post-processed grid is answered (Superset's apply_client_processing):
 * - JSON: `data` as `{column label: {row label: value}}` (pandas `to_dict()`), `colnames` and
 *   `indexnames` as the label tuples (plain names and positions for a positional grid),
 *   `rowcount` and `coltypes`; labels are the tuple parts joined by spaces;
 * - CSV / XLSX: a table for the export writers, the row labels first (one column per level when
 *   there are several, named after the level) unless they are mere positions.
 * Missing and non-finite cells become null (an empty CSV cell).
 */
import { NUMERIC, STRING, type GenericType } from '../../post-processing/frame';
import { isMissing, pythonStr } from '../../post-processing/values';
import type { Grid, GridAxis } from './pivot-grid';

/** One label from a tuple: its parts as Python prints them, joined by spaces. */
export function flatLabel(key: readonly unknown[], types: readonly GenericType[]): string {
  return key
    .map((part, i) => (isMissing(part) ? 'nan' : pythonStr(part, types[i] ?? null)))
    .join(' ')
    .trim();
}

function cellValue(value: unknown): unknown {
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return null;
  return value;
}

/** NUMERIC when every present cell is a number, else STRING (pandas' object dtype). */
function typeOfCells(values: readonly unknown[]): GenericType {
  const present = values.filter((v) => !isMissing(v));
  return present.every((v) => typeof v === 'number') ? NUMERIC : STRING;
}

function columnOf(grid: Grid, j: number): unknown[] {
  return grid.cells.map((row) => cellValue(row[j]));
}

export interface GridJson {
  data: Record<string, Record<string, unknown>>;
  colnames: unknown[];
  indexnames: unknown[];
  coltypes: GenericType[];
  rowcount: number;
}

export function gridToJson(
  grid: Grid,
  columnTypes: readonly GenericType[] | null = null,
): GridJson {
  const rowLabels = grid.positionalRows
    ? grid.rows.keys.map((_, i) => String(i))
    : grid.rows.keys.map((key) => flatLabel(key, grid.rows.types));
  const data: Record<string, Record<string, unknown>> = {};
  grid.columns.keys.forEach((key, j) => {
    const values: Record<string, unknown> = {};
    rowLabels.forEach((label, i) => {
      values[label] = cellValue(grid.cells[i]?.[j]);
    });
    data[flatLabel(key, grid.columns.types)] = values;
  });
  return {
    data,
    // A positional grid (the table chart) has plain column names, a pivot has label tuples.
    colnames: grid.positionalRows ? grid.columns.keys.map((k) => k[0]) : grid.columns.keys,
    indexnames: grid.positionalRows ? grid.rows.keys.map((_, i) => i) : grid.rows.keys,
    coltypes: grid.columns.keys.map((_, j) => columnTypes?.[j] ?? typeOfCells(columnOf(grid, j))),
    rowcount: grid.rows.keys.length,
  };
}

export interface GridTable {
  colnames: string[];
  coltypes: (number | null)[];
  data: Record<string, unknown>[];
  rowcount: number;
}

function indexColumns(axis: GridAxis): { name: string; type: GenericType; values: unknown[] }[] {
  const levels = axis.names.length;
  if (levels > 1) {
    return axis.names.map((name, level) => ({
      name: name ?? '',
      type: axis.types[level] ?? null,
      values: axis.keys.map((key) => cellValue(key[level] ?? null)),
    }));
  }
  return [{ name: '', type: STRING, values: axis.keys.map((key) => flatLabel(key, axis.types)) }];
}

export function gridToTable(
  grid: Grid,
  columnTypes: readonly GenericType[] | null = null,
): GridTable {
  const index = grid.positionalRows ? [] : indexColumns(grid.rows);
  const labels = grid.columns.keys.map((key) => flatLabel(key, grid.columns.types));
  const types = grid.columns.keys.map((_, j) => columnTypes?.[j] ?? typeOfCells(columnOf(grid, j)));
  const data = grid.rows.keys.map((_, i) => {
    const row: Record<string, unknown> = {};
    for (const column of index) row[column.name] = column.values[i];
    labels.forEach((label, j) => {
      row[label] = cellValue(grid.cells[i]?.[j]);
    });
    return row;
  });
  return {
    colnames: [...index.map((c) => c.name), ...labels],
    coltypes: [...index.map((c) => c.type), ...types],
    data,
    rowcount: data.length,
  };
}
