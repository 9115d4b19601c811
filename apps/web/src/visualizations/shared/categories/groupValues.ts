/**
 * Reading group-by values out of result rows: the raw value (kept for filters) and the name a
 * chart shows for it (`<NULL>` for a missing value, dates through a time format). The raw value
 * and temporal-column readers are the category labels' own.
 */
import type { TimeFormatter } from '@panorama/core/format/time-format';
import { NULL_LABEL, type Primitive } from './groupLabels';

export { temporalColumnsOf, toPrimitive, type Primitive } from './groupLabels';

/** The shown name of a group value. */
export function categoryName(
  value: Primitive,
  temporal: boolean,
  formatDate: TimeFormatter,
): string {
  if (value === null) return NULL_LABEL;
  if (temporal && typeof value === 'number') return formatDate(value);
  return String(value);
}
