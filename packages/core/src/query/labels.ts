/**
 * The display labels of metrics and columns (Superset's getMetricLabel / getColumnLabel). Kept
 * apart from query-object.ts, whose zod schemas the browser should not download just to name a
 * series: chart types import their labels from here.
 */
import type { Column, Metric } from './query-object';

/** Superset's metric label: the custom label, else SQL → the expression, SIMPLE → AGG(col). */
export function getMetricLabel(metric: Metric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
}

export function getColumnLabel(column: Column): string {
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}
