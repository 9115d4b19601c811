/**
 * Adhoc metric rules: validity, the default label
 * (`SUM(delay)`, the SQL for SQL metrics, shortened at 40 characters), custom labels, and the
 * metric a column dropped on a metric zone starts as.
 */
import type { Aggregate, AdhocMetric } from '../query/query-object';
import { truncateLabel } from './adhoc-label';
import { genericTypeOf, GENERIC_TYPE, type ColumnMeta } from './column-meta';

/** The column reference a SIMPLE metric stores (the schema passes extra keys through). */
export type MetricColumnRef = NonNullable<AdhocMetric['column']>;

/** The metric's SQL as Superset writes it for labels: `AGG(col)` or the SQL expression. */
export function adhocMetricExpression(metric: AdhocMetric): string {
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  const column = metric.column?.column_name ? `(${metric.column.column_name})` : '';
  return `${metric.aggregate ?? ''}${column}`;
}

export function defaultAdhocMetricLabel(metric: AdhocMetric): string {
  return truncateLabel(adhocMetricExpression(metric));
}

/** A custom label counts only when it is flagged and non-empty. */
export function hasCustomMetricLabel(metric: AdhocMetric): boolean {
  return Boolean(metric.hasCustomLabel && metric.label);
}

export function adhocMetricLabel(metric: AdhocMetric): string {
  return hasCustomMetricLabel(metric) && metric.label
    ? metric.label
    : defaultAdhocMetricLabel(metric);
}

/** SIMPLE needs a column and an aggregate; SQL needs an expression: else no SQL can be built. */
export function isAdhocMetricValid(metric: AdhocMetric): boolean {
  if (metric.expressionType === 'SIMPLE') return Boolean(metric.column && metric.aggregate);
  return Boolean(metric.sqlExpression && metric.sqlExpression.trim() !== '');
}

/**
 * The metric as form data stores it: only the fields of its expression type, the label set (the
 * default label unless a custom one is kept) and an option name.
 */
export function normalizeAdhocMetric(metric: AdhocMetric): AdhocMetric {
  const custom = hasCustomMetricLabel(metric);
  const base: AdhocMetric =
    metric.expressionType === 'SQL'
      ? {
          ...metric,
          expressionType: 'SQL',
          sqlExpression: metric.sqlExpression ?? '',
          column: null,
          aggregate: null,
        }
      : {
          ...metric,
          expressionType: 'SIMPLE',
          column: metric.column ?? null,
          aggregate: metric.aggregate ?? null,
          sqlExpression: null,
        };
  return {
    ...base,
    hasCustomLabel: custom,
    label: custom ? (metric.label ?? '') : defaultAdhocMetricLabel(base),
    optionName: metric.optionName || newOptionName('metric'),
  };
}

/** Same definition and label; the option name (identity) is not compared. */
export function adhocMetricsEqual(a: AdhocMetric, b: AdhocMetric): boolean {
  return (
    a.expressionType === b.expressionType &&
    adhocMetricLabel(a) === adhocMetricLabel(b) &&
    (a.sqlExpression ?? null) === (b.sqlExpression ?? null) &&
    (a.aggregate ?? null) === (b.aggregate ?? null) &&
    (a.column?.column_name ?? null) === (b.column?.column_name ?? null)
  );
}

/** A random identity for an option in a drop zone (`metric_x1y2...`), as Superset names them. */
export function newOptionName(prefix: 'metric' | 'filter'): string {
  const part = () => Math.random().toString(36).slice(2, 15);
  return `${prefix}_${part()}_${part()}`;
}

/** The column fields a SIMPLE metric keeps (Superset keeps the column object it was built from). */
export function metricColumnRef(column: ColumnMeta & { id?: number }): MetricColumnRef {
  const ref: MetricColumnRef = { column_name: column.column_name, type: column.type ?? null };
  if (column.id !== undefined) ref.id = column.id;
  if (column.verbose_name) ref.verbose_name = column.verbose_name;
  if (column.type_generic !== undefined && column.type_generic !== null)
    ref.type_generic = column.type_generic;
  if (column.is_dttm !== undefined && column.is_dttm !== null) ref.is_dttm = column.is_dttm;
  if (column.expression) ref.expression = column.expression;
  return ref;
}

/**
 * The aggregate a column dropped on a metric zone starts with (Superset's DndMetricSelect):
 * numeric → SUM; string, boolean or temporal → COUNT_DISTINCT; unknown type → none, so the user
 * picks one in the popover.
 */
export function defaultAggregateForColumn(column: ColumnMeta): Aggregate | null {
  const generic = genericTypeOf(column);
  if (generic === GENERIC_TYPE.NUMERIC) return 'SUM';
  if (generic === null) return null;
  return 'COUNT_DISTINCT';
}

export function adhocMetricFromColumn(column: ColumnMeta & { id?: number }): AdhocMetric {
  return normalizeAdhocMetric({
    expressionType: 'SIMPLE',
    column: metricColumnRef(column),
    aggregate: defaultAggregateForColumn(column),
  });
}

/** A blank metric for the "click to add" popover: SIMPLE, nothing chosen, empty label. */
export function emptyAdhocMetric(): AdhocMetric {
  return {
    expressionType: 'SIMPLE',
    column: null,
    aggregate: null,
    sqlExpression: null,
    label: '',
    hasCustomLabel: false,
    optionName: newOptionName('metric'),
  };
}

/**
 * The text the Custom SQL tab starts from for a SIMPLE metric: its expression, with
 * COUNT_DISTINCT(col) spelled as SQL (`COUNT(DISTINCT col)`) since that is what runs.
 */
export function adhocMetricSqlForEditor(metric: AdhocMetric): string {
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  const column = metric.column?.column_name;
  if (!column) return '';
  if (metric.aggregate === 'COUNT_DISTINCT') return `COUNT(DISTINCT ${column})`;
  return `${metric.aggregate ?? ''}(${column})`;
}
