/**
 * The experimental group-by native filter (`filter_groupby`, Superset's GroupByFilterPlugin):
 * the columns it offers, and how the columns it emits as `interactive_groupby` reach a chart's
 * query. Superset's generic query building ignores `interactive_groupby`; only the table chart
 * adds those columns to its main query's columns, after its own, each name once.
 */
import type { Column } from '../query/query-object';
import type { ExtraFormData } from './filter-types';

export interface GroupByOption {
  value: string;
  label: string;
}

interface DatasetColumn {
  column_name: string;
  verbose_name?: string | null;
}

/**
 * Every dataset column (Superset's `columns` result type lists them all, groupable or not),
 * limited to the columns chosen in the filter's configuration when there are any; labelled by
 * verbose name, else the column name.
 */
export function groupByFilterOptions(
  columns: readonly DatasetColumn[],
  chosen: readonly string[] = [],
): GroupByOption[] {
  const offered =
    chosen.length > 0 ? columns.filter((c) => chosen.includes(c.column_name)) : columns;
  return offered.map((column) => ({
    value: column.column_name,
    label: column.verbose_name || column.column_name,
  }));
}

/** The chart's columns followed by the emitted group-by columns, without repeating a name. */
export function withInteractiveGroupby(
  columns: readonly Column[],
  extraFormData: ExtraFormData | undefined,
): Column[] {
  const added = extraFormData?.interactive_groupby;
  if (!Array.isArray(added) || added.length === 0) return [...columns];
  const result: Column[] = [...columns];
  for (const column of added) {
    if (typeof column === 'string' && column !== '' && !result.includes(column)) {
      result.push(column);
    }
  }
  return result;
}
