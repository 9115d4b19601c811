/** Metrics: saved (by name, the dataset's expression), SIMPLE adhoc (aggregate of a column), SQL adhoc. */
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  getMetricLabel,
  type AdhocMetric,
  type Aggregate,
  type Metric,
} from '@panorama/core/query/query-object';
import {
  columnSql,
  columnsMissingError,
  trustedExpression,
  userExpression,
  type CompileContext,
} from './compile-context';
import { concat, type Sql } from './sql-fragment';

export interface CompiledMetric {
  label: string;
  sql: Sql;
}

const AGGREGATE_SQL: Record<Aggregate, (column: Sql) => Sql> = {
  AVG: (c) => concat('AVG(', c, ')'),
  COUNT: (c) => concat('COUNT(', c, ')'),
  COUNT_DISTINCT: (c) => concat('COUNT(DISTINCT ', c, ')'),
  MAX: (c) => concat('MAX(', c, ')'),
  MIN: (c) => concat('MIN(', c, ')'),
  SUM: (c) => concat('SUM(', c, ')'),
};

export function isAdhocMetric(value: unknown): value is AdhocMetric {
  return (
    typeof value === 'object' &&
    value !== null &&
    'expressionType' in value &&
    ((value as AdhocMetric).expressionType === 'SIMPLE' ||
      (value as AdhocMetric).expressionType === 'SQL')
  );
}

function metricSql(ctx: CompileContext, metric: Metric): Sql {
  if (typeof metric === 'string') {
    const saved = ctx.metricsByName.get(metric);
    if (!saved) throw new ValidationError(`Metric '${metric}' does not exist`);
    return trustedExpression(saved.expression);
  }
  if (metric.expressionType === 'SQL') {
    if (!metric.sqlExpression?.trim()) {
      throw new ValidationError('A custom SQL metric needs a SQL expression');
    }
    return userExpression(ctx, metric.sqlExpression, 'SELECT');
  }
  const columnName = metric.column?.column_name;
  if (!columnName || !metric.aggregate) {
    throw new ValidationError('A simple metric needs a column and an aggregate');
  }
  const column = ctx.columnsByName.get(columnName);
  if (!column) throw columnsMissingError([columnName]);
  return AGGREGATE_SQL[metric.aggregate](columnSql(ctx, column));
}

export function resolveMetric(ctx: CompileContext, metric: Metric): CompiledMetric {
  return { label: getMetricLabel(metric), sql: metricSql(ctx, metric) };
}
