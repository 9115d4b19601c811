/**
 * Filter values as the engine should receive them, following the column's type the way
 * Superset's filter_values_handler does: numeric text becomes a number for numeric columns,
 * numbers become text for text columns (DuckDB would otherwise cast the column), `true`/`false`
 * become booleans for boolean columns, and the UI's `<NULL>` / `<empty string>` tokens become
 * NULL and ''.
 */
import type { GenericType } from './column-types';

export const NULL_STRING = '<NULL>';
export const EMPTY_STRING = '<empty string>';

export type FilterScalar = string | number | boolean | null;

const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

export function coerceFilterValue(value: FilterScalar, target: GenericType): FilterScalar {
  if (typeof value === 'string') {
    const trimmed = value.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (trimmed === NULL_STRING) return null;
    if (trimmed === EMPTY_STRING) return '';
    if (target === 'numeric' && NUMBER_TEXT.test(trimmed)) return Number(trimmed);
    if (target === 'boolean') {
      const lower = trimmed.trim().toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
    }
    return trimmed;
  }
  if (typeof value === 'number') {
    if (target === 'string') return String(value);
    if (target === 'boolean') return value !== 0;
    return value;
  }
  return value;
}

const ISO_LIKE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?Z?$/;

/** `2024-01-02T03:04` → `2024-01-02 03:04:00`; null when the text is not an ISO date(time). */
export function normalizeTimestampText(value: string): string | null {
  const m = ISO_LIKE.exec(value.trim());
  if (!m) return null;
  const [, date, h = '00', mi = '00', s = '00', frac = ''] = m;
  return `${date} ${h}:${mi}:${s}${frac}`;
}
