/**
 * Superset's advanced data types: a column type (IP address, port) whose filter values users type
 * in a human form and the server converts to the numbers stored in the column. `convert` answers
 * what the filter editor shows (display value, error, operators it may offer) and the converted
 * values.
 */

/** Operator names of Superset's FilterStringOperators the converted values may be used with. */
export const RANGE_FILTER_OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
] as const;

/** An integer value: a number when exactly representable, else a bigint (IPv6 addresses). */
export type IntegerValue = number | bigint;

export interface AdvancedDataTypeResponse {
  display_value: string;
  error_message: string;
  valid_filter_operators: string[];
  values: unknown[];
}

export interface AdvancedDataType {
  verboseName: string;
  description: string;
  convert(values: (string | number)[]): AdvancedDataTypeResponse;
}

export function emptyResponse(): AdvancedDataTypeResponse {
  return {
    display_value: '',
    error_message: '',
    valid_filter_operators: [...RANGE_FILTER_OPERATORS],
    values: [],
  };
}

/** Python's `str.isnumeric()` for what users type: ASCII digits only. */
export function isNumeric(text: string): boolean {
  return /^[0-9]+$/.test(text);
}

/** Python's `str()` of a value as Superset shows it: lists as `[20, 21]`. */
export function pythonText(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (typeof v === 'string' ? `'${v}'` : pythonText(v))).join(', ')}]`;
  return String(value);
}
