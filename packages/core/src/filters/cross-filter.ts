/**
 * The data mask a chart emits when a user clicks a bar, slice, cell or point.
 * Selection state is the caller's: it passes the rows now selected, or null to clear (a second
 * click on a selected value, checked with isCrossFilterValueSelected).
 */
import type { DataMask, ExtraFormDataFilter } from './filter-types';

/** Superset's DTTM_ALIAS: the time column of legacy time-series charts. */
export const TIMESTAMP_COLUMN = '__timestamp';

/** How a null value reads in a cross filter's label. */
export const NULL_LABEL = '<NULL>';

export interface CrossFilterOptions {
  timeGrain?: string;
}

/** Dates travel as epoch milliseconds so the server compares them as numbers. */
function toFilterValue(value: unknown): unknown {
  return value instanceof Date ? value.getTime() : value;
}

function labelOf(value: unknown): string {
  if (value === null || value === undefined) return NULL_LABEL;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/**
 * `selectedValues` holds one row per selected point, one value per group-by column. Each column
 * becomes `IN` over its distinct non-null values, or `IS NULL` when the point had no value there.
 */
export function crossFilterDataMask(
  groupby: readonly string[],
  selectedValues: readonly (readonly unknown[])[] | null,
  { timeGrain }: CrossFilterOptions = {},
): DataMask {
  if (!selectedValues || selectedValues.length === 0 || groupby.length === 0) {
    return {
      extraFormData: { filters: [] },
      filterState: { label: null, value: null, filters: null },
    };
  }
  const rows = selectedValues.map((row) => row.map(toFilterValue));
  const byColumn: Record<string, unknown[]> = {};
  const filters: ExtraFormDataFilter[] = groupby.map((col, index) => {
    const values: unknown[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const value = row[index];
      if (value === null || value === undefined) continue;
      const key = JSON.stringify(value);
      if (seen.has(key)) continue;
      seen.add(key);
      values.push(value);
    }
    byColumn[col] = values;
    if (values.length === 0) return { col, op: 'IS NULL' };
    const clause: ExtraFormDataFilter = { col, op: 'IN', val: values };
    if (col === TIMESTAMP_COLUMN && timeGrain) clause.grain = timeGrain;
    return clause;
  });
  return {
    extraFormData: { filters },
    filterState: {
      label: selectedValues.flatMap((row) => row.map(labelOf)).join(', '),
      value: rows,
      filters: byColumn,
    },
  };
}

function sameRow(a: readonly unknown[], b: readonly unknown[]): boolean {
  return JSON.stringify(a.map(toFilterValue)) === JSON.stringify(b.map(toFilterValue));
}

/** True when `values` (one row, one value per group-by column) is already selected in the mask. */
export function isCrossFilterValueSelected(
  dataMask: DataMask | undefined,
  values: readonly unknown[],
): boolean {
  const current = dataMask?.filterState?.value;
  if (!Array.isArray(current)) return false;
  return current.some((row) => Array.isArray(row) && sameRow(row, values));
}
