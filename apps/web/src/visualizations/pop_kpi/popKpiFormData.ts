/**
 * What the period-over-period big number reads from its form data: which comparison the query
 * asks for (a preset or free-form shift, 'inherit' for the time range's own length, or 'custom'
 * for a start date in `start_date_offset`) and the result column holding the earlier period.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';

export const INHERIT_COMPARISON = 'inherit';
export const CUSTOM_COMPARISON = 'custom';

/** The one shift the chart compares with; the control is single but older data holds a list. */
export function readTimeComparison(formData: QueryFormData): string | undefined {
  const value: unknown = formData.time_compare;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/**
 * The offset the server runs the earlier period with, which also names its result column
 * (`<metric>__<offset>`): a custom comparison is named by its start date.
 */
export function comparisonOffset(formData: QueryFormData): string | undefined {
  const comparison = readTimeComparison(formData);
  if (comparison !== CUSTOM_COMPARISON) return comparison;
  const start = formData.start_date_offset;
  return typeof start === 'string' && start !== '' ? start.slice(0, 10) : undefined;
}
