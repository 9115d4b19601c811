/**
 * Cell-level helpers shared by the operations: what counts as missing, how a cell becomes a
 * number, the order pandas sorts keys in, and how Python prints values (column labels built from
 * dimension values and option dicts quoted in error messages are Python `str`/`repr` texts).
 */
import { NUMERIC, TEMPORAL, type GenericType } from './frame';
import type { Column } from './table';

export function isMissing(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * A cell as a float, NaN when missing. Booleans count as 0/1 (pandas casts bool columns to float
 * in numeric operations). Strings become numbers only in NUMERIC columns: drivers return DECIMAL
 * and 64-bit integers as text, while a string in a STRING column is not a number (pandas would
 * refuse it).
 */
export function toNumber(value: unknown, parseStrings: boolean): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (parseStrings && typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? NaN : Number(trimmed);
  }
  return NaN;
}

/** The column as floats (NaN = missing); a Float64Array column is returned as is (read-only). */
export function numericValues(column: Column): Float64Array {
  const { values } = column;
  if (values instanceof Float64Array) return values;
  const parse = column.type === NUMERIC || column.type === null;
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = toNumber(values[i], parse);
  return out;
}

/**
 * Whether pandas would see the column as numeric (`select_dtypes('number')`): NUMERIC columns,
 * and untyped columns whose non-missing values are all numbers (an all-null column has object
 * dtype in pandas, so it is not numeric).
 */
export function isNumericColumn(column: Column): boolean {
  if (column.type === NUMERIC) return true;
  if (column.type !== null) return false;
  const { values } = column;
  if (values instanceof Float64Array) return true;
  let seen = false;
  for (const v of values) {
    if (isMissing(v)) continue;
    if (typeof v !== 'number' && typeof v !== 'bigint') return false;
    seen = true;
  }
  return seen;
}

function rankOfType(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return 0;
  if (typeof value === 'string') return 1;
  return 2;
}

/**
 * Ascending order of two non-missing keys: numbers (and booleans) numerically, strings by code
 * point as Python compares them; numbers before strings where pandas would refuse to compare
 * mixed types.
 */
export function compareValues(a: unknown, b: unknown): number {
  const ra = rankOfType(a);
  const rb = rankOfType(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return Number(a) - Number(b);
  const sa = ra === 1 ? (a as string) : JSON.stringify(a);
  const sb = rb === 1 ? (b as string) : JSON.stringify(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Ascending order with missing values last, whatever the direction (pandas `na_position='last'`). */
export function compareNullsLast(a: unknown, b: unknown, ascending: boolean): number {
  const ma = isMissing(a);
  const mb = isMissing(b);
  if (ma || mb) return ma === mb ? 0 : ma ? 1 : -1;
  const c = compareValues(a, b);
  return ascending ? c : -c;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Python's `str(pd.Timestamp(ms))`: `2021-01-01 00:00:00`, with microseconds when not whole. */
export function timestampText(ms: number): string {
  const d = new Date(ms);
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
  const millis = d.getUTCMilliseconds();
  return millis === 0 ? base : `${base}.${pad(millis * 1000, 6)}`;
}

/** Python's `str(value)` of a cell, as pandas uses when it turns column tuples into labels. */
export function pythonStr(value: unknown, type: GenericType = null): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'nan';
    if (type === TEMPORAL) return timestampText(value);
    if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
    return String(value);
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** Python's `repr()` of a JSON-like value, for option dicts quoted in Superset's messages. */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonStr(value);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`).join(', ')}}`;
  }
  return String(value);
}
