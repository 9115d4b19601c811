/**
 * ORDER BY items: a selected column or metric (by label, or the same adhoc object), a saved
 * metric, a dataset column, or an adhoc metric or column (checked by the guard). Expressions are
 * repeated rather than aliases referenced: an alias can collide with a column name, and engines
 * disagree on which one ORDER BY then means.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import {
  getColumnLabel,
  getMetricLabel,
  type AdhocMetric,
  type Column,
} from '@panorama/core/query/query-object';
import { trustedExpression, type CompileContext } from './compile-context';
import { resolveDimension, type Dimension, type TimeSettings } from './resolve-dimensions';
import { isAdhocMetric, resolveMetric, type CompiledMetric } from './resolve-metrics';
import type { Sql } from './sql-fragment';

export interface OrderItem {
  sql: Sql;
  ascending: boolean;
}

export const ORDERBY_NOT_POPULATED = 'orderby column must be populated';

function isEmptyItem(item: Column | AdhocMetric | null | undefined): boolean {
  if (item === null || item === undefined || item === '') return true;
  if (typeof item !== 'object') return false;
  if (isAdhocMetric(item)) {
    return item.expressionType === 'SQL' ? !item.sqlExpression : !item.column;
  }
  return !item.sqlExpression;
}

function itemSql(
  ctx: CompileContext,
  item: Column | AdhocMetric,
  dimensions: readonly Dimension[],
  metrics: readonly CompiledMetric[],
  time: TimeSettings,
): Sql {
  if (typeof item === 'string') {
    const selected =
      dimensions.find((d) => d.label === item) ?? metrics.find((m) => m.label === item);
    if (selected) return selected.sql;
    const saved = ctx.metricsByName.get(item);
    if (saved) return trustedExpression(saved.expression);
    try {
      return resolveDimension(ctx, item, time).sql;
    } catch (err) {
      if (err instanceof ValidationError) {
        throw new ValidationError(`Unknown column used in orderby: ${item}`);
      }
      throw err;
    }
  }
  if (isAdhocMetric(item)) {
    const label = getMetricLabel(item);
    return metrics.find((m) => m.label === label)?.sql ?? resolveMetric(ctx, item).sql;
  }
  const label = getColumnLabel(item);
  return dimensions.find((d) => d.label === label)?.sql ?? resolveDimension(ctx, item, time).sql;
}

export function resolveOrderBy(
  ctx: CompileContext,
  orderby: readonly [Column | AdhocMetric, boolean][],
  dimensions: readonly Dimension[],
  metrics: readonly CompiledMetric[],
  time: TimeSettings,
): OrderItem[] {
  return orderby.map(([item, ascending]) => {
    if (isEmptyItem(item)) throw new ValidationError(ORDERBY_NOT_POPULATED);
    return { sql: itemSql(ctx, item, dimensions, metrics, time), ascending };
  });
}
