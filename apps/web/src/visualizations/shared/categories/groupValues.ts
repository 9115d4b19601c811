/**
 * Reading group-by values out of result rows: the raw value (kept for filters) and the name a
 * chart shows for it (`<NULL>` for a missing value, dates through a time format).
 */
import type { TimeFormatter } from '@panorama/core/format/time-format';
import type { ChartDataResult } from '../../chartPluginTypes';

export type Primitive = string | number | boolean | null;

/** How a missing group value is named (Superset's NULL_STRING). */
export const NULL_STRING = '<NULL>';

/** GenericDataType TEMPORAL in a result's `coltypes`. */
const TEMPORAL = 2;

export function toPrimitive(value: unknown): Primitive {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

/** Names of the result's temporal columns. */
export function temporalColumnsOf(result: ChartDataResult | undefined): Set<string> {
  const colnames = result?.colnames ?? [];
  return new Set(colnames.filter((_, index) => result?.coltypes?.[index] === TEMPORAL));
}

/** The shown name of a group value. */
export function categoryName(
  value: Primitive,
  temporal: boolean,
  formatDate: TimeFormatter,
): string {
  if (value === null) return NULL_STRING;
  if (temporal && typeof value === 'number') return formatDate(value);
  return String(value);
}
