/**
 * The order of a category x axis (Superset's ECharts time-series `x_axis_sort` controls). With
 * one series per metric and no group-by, `x_axis_sort` names what to sort by: the x axis column
 * itself (its labels) or one of the metrics (its values), ascending per `x_axis_sort_asc`. With a
 * group-by there are many series per x value, so `x_axis_sort_series` says how to score an x
 * value: its label ('name', case-insensitive) or the sum, minimum, maximum or average of its
 * series' values, ascending per `x_axis_sort_series_ascending`. Missing values and scores sort
 * last in either direction, and ties keep the query's order. Temporal axes are never reordered.
 */

import { summarizeNumbers } from '../stats/number-summary';
import type { NumberSummaryKind } from '../stats/number-summary';

export const X_AXIS_SORT_SERIES_TYPES = ['name', 'sum', 'min', 'max', 'avg'] as const;
export type XAxisSortSeriesType = (typeof X_AXIS_SORT_SERIES_TYPES)[number];

export type XAxisSort =
  | { kind: 'label'; ascending: boolean }
  | { kind: 'column'; column: string; ascending: boolean }
  | { kind: 'series'; type: XAxisSortSeriesType; ascending: boolean };

export interface XAxisSortContext {
  /** The x axis column's label (its key in result rows). */
  xAxisLabel: string;
  metricLabels: readonly string[];
  /** Whether the chart has group-by columns (many series per metric). */
  grouped: boolean;
}

type FormDataInput = Readonly<Record<string, unknown>>;
type Row = Readonly<Record<string, unknown>>;

function isSeriesType(value: unknown): value is XAxisSortSeriesType {
  return (X_AXIS_SORT_SERIES_TYPES as readonly unknown[]).includes(value);
}

/** The sort the form data asks for, or null when the axis keeps the query's order. */
export function xAxisSortOf(formData: FormDataInput, context: XAxisSortContext): XAxisSort | null {
  if (context.grouped) {
    const type = formData.x_axis_sort_series ?? 'name';
    if (!isSeriesType(type)) return null;
    return { kind: 'series', type, ascending: formData.x_axis_sort_series_ascending !== false };
  }
  const by = formData.x_axis_sort;
  if (typeof by !== 'string' || by === '') return null;
  const ascending = formData.x_axis_sort_asc !== false;
  if (by === context.xAxisLabel) return { kind: 'label', ascending };
  if (context.metricLabels.includes(by)) return { kind: 'column', column: by, ascending };
  return null;
}

type SortKey = number | string | null;

function isMissing(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
  );
}

/** Numbers by value, everything else by its text (code point order); missing is null. */
function keyOf(value: unknown): SortKey {
  if (isMissing(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}

/** An x value's score: the summary of its series' values (every number in its row but the x). */
function seriesScore(row: Row, xAxisLabel: string, type: NumberSummaryKind): number | null {
  return summarizeNumbers(
    Object.entries(row).map(([key, value]) => (key === xAxisLabel ? null : value)),
    type,
  );
}

function sortKey(row: Row, sort: XAxisSort, xAxisLabel: string): SortKey {
  switch (sort.kind) {
    case 'label':
      return keyOf(row[xAxisLabel]);
    case 'column':
      return keyOf(row[sort.column]);
    case 'series': {
      if (sort.type !== 'name') return seriesScore(row, xAxisLabel, sort.type);
      const key = keyOf(row[xAxisLabel]);
      return typeof key === 'string' ? key.toLowerCase() : key;
    }
  }
}

function compareKeys(a: SortKey, b: SortKey, ascending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  // Numbers before text, as a mixed column has no better order.
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  const order = a < b ? -1 : a > b ? 1 : 0;
  return ascending ? order : -order;
}

/** The rows in x axis order; the input is not changed. */
export function sortXAxisRows<T extends Row>(
  rows: readonly T[],
  sort: XAxisSort,
  xAxisLabel: string,
): T[] {
  const keyed = rows.map((row) => ({ row, key: sortKey(row, sort, xAxisLabel) }));
  // Array.prototype.sort is stable, so ties keep the query's order.
  keyed.sort((a, b) => compareKeys(a.key, b.key, sort.ascending));
  return keyed.map((entry) => entry.row);
}
