/**
 * Whether a control value still fits the chart's dataset: a saved metric, column, SIMPLE metric's
 * column or WHERE filter's column the dataset does not have gets the warning 'This column might
 * be incompatible with current dataset' on its drop zone item, instead of a failed query later.
 */
import type { AdhocMetric, Column, Metric } from '../query/query-object';
import type { AdhocFilter } from './adhoc-types';
import type { ColumnMeta, SavedMetricMeta } from './column-meta';

export interface DatasourceFields {
  columns: readonly ColumnMeta[];
  metrics: readonly SavedMetricMeta[];
}

function hasColumn(ds: DatasourceFields, name: string): boolean {
  return ds.columns.some((column) => column.column_name === name);
}

/** A named column the dataset lacks; SQL (adhoc) columns are the user's own and always fit. */
export function isColumnAbsent(column: Column, ds: DatasourceFields): boolean {
  if (typeof column === 'string') return !hasColumn(ds, column);
  if (column.isColumnReference) return !hasColumn(ds, column.sqlExpression);
  return false;
}

export function isMetricAbsent(metric: Metric, ds: DatasourceFields): boolean {
  if (typeof metric === 'string') return !ds.metrics.some((m) => m.metric_name === metric);
  return isAdhocMetricAbsent(metric, ds);
}

function isAdhocMetricAbsent(metric: AdhocMetric, ds: DatasourceFields): boolean {
  if (metric.datasourceWarning === true) return true;
  if (metric.expressionType !== 'SIMPLE') return false;
  const name = metric.column?.column_name;
  return Boolean(name) && !hasColumn(ds, name ?? '');
}

/** A SIMPLE WHERE filter on a column the dataset lacks (or one already flagged). */
export function isFilterAbsent(filter: AdhocFilter, ds: DatasourceFields): boolean {
  if (filter.datasourceWarning) return true;
  if (filter.expressionType !== 'SIMPLE' || filter.clause !== 'WHERE') return false;
  return Boolean(filter.subject) && !hasColumn(ds, filter.subject ?? '');
}
