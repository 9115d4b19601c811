/**
 * The query's filters as WHERE conditions, and SIMPLE HAVING filters (`extras.having_druid`) as
 * HAVING conditions. A filter on a column the dataset does not have is not an error: it is left
 * out and reported in `rejectedFilters` (Superset's `not_in_datasource`), as dashboards apply
 * their filters to every chart in scope whatever its dataset.
 */
import { getColumnLabel, type QueryFilter } from '@panorama/core/query/query-object';
import { isTemporalColumn } from './column-types';
import {
  columnSql,
  timestampSql,
  trustedExpression,
  userExpression,
  withTimeGrain,
  type CompileContext,
} from './compile-context';
import { filterCondition, type FilterTarget } from './compile-filters';
import type { CompileColumn } from './compile-datasource';
import { isDttmAlias, referencedColumn, type TimeSettings } from './resolve-dimensions';
import type { CompiledMetric } from './resolve-metrics';
import type { Sql } from './sql-fragment';

export interface AppliedFilter {
  column: string;
}

export interface RejectedFilter {
  reason: 'not_in_datasource' | 'no_temporal_column';
  column: string;
}

export interface FilterOutcome {
  conditions: Sql[];
  applied: AppliedFilter[];
  rejected: RejectedFilter[];
}

function columnTarget(
  ctx: CompileContext,
  column: CompileColumn,
  grain: string | null | undefined,
): FilterTarget {
  if (grain && isTemporalColumn(column)) {
    return {
      sql: withTimeGrain(ctx, timestampSql(ctx, column), grain),
      column,
      truncated: true,
    };
  }
  return { sql: columnSql(ctx, column), column };
}

/** What a WHERE filter compares, or null when the dataset has no such column. */
function whereTarget(
  ctx: CompileContext,
  filter: QueryFilter,
  time: TimeSettings,
): FilterTarget | null {
  const { col, grain } = filter;
  const name = typeof col === 'string' ? col : col.sqlExpression.trim();
  if (isDttmAlias(ctx, name)) {
    return time.granularity ? columnTarget(ctx, time.granularity, grain) : null;
  }
  const found = referencedColumn(ctx, col);
  if (found) return columnTarget(ctx, found, grain);
  if (typeof col === 'string' || col.isColumnReference) return null;
  const sql = userExpression(ctx, col.sqlExpression, 'SELECT');
  return grain
    ? { sql: withTimeGrain(ctx, sql, grain), column: null, truncated: true }
    : { sql, column: null };
}

export function compileWhereFilters(
  ctx: CompileContext,
  filters: readonly QueryFilter[],
  time: TimeSettings,
): FilterOutcome {
  const outcome: FilterOutcome = { conditions: [], applied: [], rejected: [] };
  for (const filter of filters) {
    const label = getColumnLabel(filter.col);
    const target = whereTarget(ctx, filter, time);
    if (!target) {
      outcome.rejected.push({ reason: 'not_in_datasource', column: label });
      continue;
    }
    const condition = filterCondition(ctx, target, filter);
    if (condition) outcome.conditions.push(condition);
    outcome.applied.push({ column: label });
  }
  return outcome;
}

/**
 * SIMPLE HAVING filters: `col` names a metric, by the label it has in this query or as a saved
 * metric of the dataset.
 */
export function compileHavingFilters(
  ctx: CompileContext,
  filters: readonly QueryFilter[],
  metrics: readonly CompiledMetric[],
): FilterOutcome {
  const outcome: FilterOutcome = { conditions: [], applied: [], rejected: [] };
  for (const filter of filters) {
    const label = getColumnLabel(filter.col);
    const inQuery = metrics.find((m) => m.label === label);
    const saved = typeof filter.col === 'string' ? ctx.metricsByName.get(filter.col) : undefined;
    const sql = inQuery?.sql ?? (saved ? trustedExpression(saved.expression) : null);
    if (!sql) {
      outcome.rejected.push({ reason: 'not_in_datasource', column: label });
      continue;
    }
    const condition = filterCondition(ctx, { sql, column: null, valueType: 'numeric' }, filter);
    if (condition) outcome.conditions.push(condition);
    outcome.applied.push({ column: label });
  }
  return outcome;
}
