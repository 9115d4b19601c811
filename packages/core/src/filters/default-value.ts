/**
 * A filter's typed default value: a single-select default typed as text is
 * coerced to the column's type so it compares equal to the column's values. Booleans become true
 * or false, integer types an integer, decimal types a float, and a non-numeric text for a numeric
 * column becomes null. Multi-select defaults and other types are kept as entered.
 */
import { toNumber } from '../json/to-number';

/** Integer column types, as databases name them (the base name, before any `(precision)`). */
export const INTEGRAL_TYPES: ReadonlySet<string> = new Set([
  'TINYINT',
  'SMALLINT',
  'MEDIUMINT',
  'INT',
  'INTEGER',
  'BIGINT',
  'LONG',
  'HUGEINT',
  'UTINYINT',
  'USMALLINT',
  'UINTEGER',
  'UBIGINT',
  'INT2',
  'INT4',
  'INT8',
  'INT64',
]);

/** Decimal column types. */
export const DECIMAL_TYPES: ReadonlySet<string> = new Set([
  'FLOAT',
  'FLOAT4',
  'FLOAT8',
  'FLOAT64',
  'DOUBLE',
  'DOUBLE PRECISION',
  'REAL',
  'NUMERIC',
  'DECIMAL',
  'MONEY',
]);

export const BOOLEAN_TYPES: ReadonlySet<string> = new Set(['BOOLEAN', 'BOOL']);

/** `decimal(10, 2)` → `DECIMAL`; `bigint unsigned` → `BIGINT`. */
export function baseColumnType(columnType: string | null | undefined): string {
  const upper = (columnType ?? '').trim().toUpperCase();
  const withoutParams = upper.replace(/\(.*$/, '').trim();
  if (DECIMAL_TYPES.has(withoutParams)) return withoutParams;
  return withoutParams.replace(/\s+(UNSIGNED|SIGNED)$/, '');
}

export interface CoerceOptions {
  /** Multi-select defaults are lists and are not coerced. */
  multiple?: boolean;
}

export function coerceDefaultValue(
  value: unknown,
  columnType: string | null | undefined,
  { multiple = false }: CoerceOptions = {},
): unknown {
  if (multiple || value === undefined || value === null || value === '') return value;
  const type = baseColumnType(columnType);
  if (BOOLEAN_TYPES.has(type)) {
    if (typeof value === 'boolean') return value;
    return String(value).trim().toLowerCase() === 'true';
  }
  if (INTEGRAL_TYPES.has(type)) {
    const number = toNumber(value);
    return number === null ? null : Math.trunc(number);
  }
  if (DECIMAL_TYPES.has(type)) return toNumber(value);
  return value;
}
