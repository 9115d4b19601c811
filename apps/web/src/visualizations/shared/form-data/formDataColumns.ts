/**
 * Column controls read from form data. A single-column control stores one column, but charts
 * saved elsewhere may hold a list of one; a multi-column control may hold a single column.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column } from '@panorama/core/query/query-object';

function isColumn(value: unknown): value is Column {
  if (typeof value === 'string') return value.length > 0;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { sqlExpression?: unknown }).sqlExpression === 'string'
  );
}

export function readColumn(formData: QueryFormData, key: string): Column | undefined {
  const value = formData[key];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return isColumn(first) ? first : undefined;
}

export function readColumnList(formData: QueryFormData, key: string): Column[] {
  const value = formData[key];
  if (Array.isArray(value)) return value.filter(isColumn);
  return isColumn(value) ? [value] : [];
}

/** The result-column label of a single-column control, or undefined when it is empty. */
export function readColumnLabel(formData: QueryFormData, key: string): string | undefined {
  const column = readColumn(formData, key);
  return column === undefined ? undefined : getColumnLabel(column);
}
