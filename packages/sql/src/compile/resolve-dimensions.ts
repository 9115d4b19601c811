/**
 * Dimensions (the query's `columns`): dataset columns by name, adhoc SQL columns, the x-axis
 * (`columnType: BASE_AXIS`, truncated to its `timeGrain`) and the legacy `__timestamp` column
 * (the time column truncated to `extras.time_grain_sqla`).
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { getColumnLabel, type Column } from '@panorama/core/query/query-object';
import { isTemporalColumn } from './column-types';
import {
  columnSql,
  columnsMissingError,
  timestampSql,
  userExpression,
  withTimeGrain,
  type CompileContext,
} from './compile-context';
import type { CompileColumn } from './compile-datasource';
import type { Sql } from './sql-fragment';

/** Superset's DTTM_ALIAS: the time column of legacy time-series queries. */
export const DTTM_ALIAS = '__timestamp';

export interface TimeSettings {
  /** The time column: `granularity`, else the dataset's main datetime column when needed. */
  granularity: CompileColumn | null;
  /** `extras.time_grain_sqla`. */
  timeGrain: string | null;
}

export interface Dimension {
  label: string;
  sql: Sql;
  /** The dataset column it reads, when it is one (filter value typing, time filters). */
  column: CompileColumn | null;
}

/** True when `name` means the legacy time column rather than a dataset column of that name. */
export function isDttmAlias(ctx: CompileContext, name: string): boolean {
  return name === DTTM_ALIAS && !ctx.columnsByName.has(DTTM_ALIAS);
}

function timestampDimension(
  ctx: CompileContext,
  time: TimeSettings,
  label: string,
  grain: string | null | undefined,
): Dimension {
  if (!time.granularity) {
    throw new ValidationError(
      'Datetime column not provided as part of table configuration and is required by this type of chart',
    );
  }
  return {
    label,
    sql: withTimeGrain(ctx, timestampSql(ctx, time.granularity), grain ?? time.timeGrain),
    column: time.granularity,
  };
}

/** The dataset column an adhoc column stands for, when its SQL is just a column name. */
export function referencedColumn(ctx: CompileContext, column: Column): CompileColumn | undefined {
  if (typeof column === 'string') return ctx.columnsByName.get(column);
  return ctx.columnsByName.get(column.sqlExpression.trim());
}

export function resolveDimension(
  ctx: CompileContext,
  column: Column,
  time: TimeSettings,
): Dimension {
  const label = getColumnLabel(column);
  if (typeof column === 'string') {
    if (isDttmAlias(ctx, column)) return timestampDimension(ctx, time, label, null);
    const found = ctx.columnsByName.get(column);
    if (!found) throw columnsMissingError([column]);
    return { label, sql: columnSql(ctx, found), column: found };
  }
  const grain = column.columnType === 'BASE_AXIS' ? column.timeGrain : null;
  if (isDttmAlias(ctx, column.sqlExpression.trim())) {
    return timestampDimension(ctx, time, label, grain);
  }
  const found = referencedColumn(ctx, column);
  if (found) {
    const sql =
      grain && isTemporalColumn(found)
        ? withTimeGrain(ctx, timestampSql(ctx, found), grain)
        : columnSql(ctx, found);
    return { label, sql, column: found };
  }
  if (column.isColumnReference) throw columnsMissingError([column.sqlExpression]);
  // A custom SQL x-axis is truncated to its grain too (Superset probes the type first; an
  // expression that is not temporal then fails in the engine instead).
  const sql = userExpression(ctx, column.sqlExpression, 'SELECT');
  return { label, sql: grain ? withTimeGrain(ctx, sql, grain) : sql, column: null };
}
