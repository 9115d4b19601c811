/**
 * A filter's typed default value: a single-select default typed as text is
 * coerced to the column's type so it compares equal to the column's values. Booleans become true
 * or false, integer types an integer, decimal types a float, and a non-numeric text for a numeric
 * column becomes null. Multi-select defaults and other types are kept as entered.
 */
import { isBooleanTypeName, isDecimalTypeName, isIntegerTypeName } from '../columns/type-names';
import { toNumber } from '../json/to-number';

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
  if (isBooleanTypeName(columnType)) {
    if (typeof value === 'boolean') return value;
    return String(value).trim().toLowerCase() === 'true';
  }
  if (isIntegerTypeName(columnType)) {
    const number = toNumber(value);
    return number === null ? null : Math.trunc(number);
  }
  if (isDecimalTypeName(columnType)) return toNumber(value);
  return value;
}
