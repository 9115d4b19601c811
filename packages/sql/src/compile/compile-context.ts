/**
 * What every compile step shares: the dialect, the dataset's columns and metrics by name, and
 * how user SQL and dataset expressions become SQL fragments.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { Dialect } from '../dialects/dialect-spec';
import { analyzeSqlExpression } from '../guard/check-sql-expression';
import type { TableReference } from '../guard/table-references';
import {
  wrapTableReferences,
  type TableConditionsLookup,
} from '../row-level/wrap-table-references';
import type { CompileColumn, CompileDatasource, CompileMetric } from './compile-datasource';
import { rowLevelConditionSql } from '../row-level/row-level-predicate';
import { fill, text, type Sql } from './sql-fragment';

export type TimeRangeResolver = (range: string) => { since: Date | null; until: Date | null };

export interface CompileContext {
  dialect: Dialect;
  datasource: CompileDatasource;
  columnsByName: ReadonlyMap<string, CompileColumn>;
  metricsByName: ReadonlyMap<string, CompileMetric>;
  allowSubqueries: boolean;
  /**
   * The caller's row-level rules on the tables custom SQL sub-queries read, applied to each of
   * them; null when sub-queries are not allowed or are only being looked at (readTables).
   */
  tableConditions: TableConditionsLookup | null;
  /**
   * What custom SQL sub-queries read, collected while compiling: null while no fragment holds a
   * sub-query, otherwise every table they read (possibly none).
   */
  readTables: TableReference[] | null;
  resolveTimeRange: TimeRangeResolver;
}

/** Python's repr of a list of strings, as Superset's messages print them: ['a', 'b']. */
export function pythonList(names: readonly string[]): string {
  const repr = (s: string) =>
    s.includes("'") && !s.includes('"')
      ? `"${s.replaceAll('\\', '\\\\')}"`
      : `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return `[${names.map(repr).join(', ')}]`;
}

export function columnsMissingError(names: readonly string[]): ValidationError {
  return new ValidationError(`Columns missing in dataset: ${pythonList(names)}`);
}

/**
 * A dataset-owned expression in parentheses. A trailing `--` comment would swallow the closing
 * parenthesis, so it goes on its own line when the expression holds comment markers.
 */
export function trustedExpression(expression: string): Sql {
  const body = expression.trim();
  return text(/--|#|\/\*/.test(body) ? `(${body}\n)` : `(${body})`);
}

/**
 * A user-written fragment, checked by the guard and embedded without its comments; the tables
 * its sub-queries read are recorded and, when the caller's rules are known, wrapped in them.
 */
export function userExpression(
  ctx: CompileContext,
  expression: string,
  clause: 'SELECT' | 'WHERE' | 'HAVING',
): Sql {
  const checked = analyzeSqlExpression(expression, ctx.dialect.name, {
    allowSubqueries: ctx.allowSubqueries,
    clause,
  });
  if (!checked.subqueries) return text(`(${checked.sql})`);
  ctx.readTables = [...(ctx.readTables ?? []), ...checked.tables];
  const sql = ctx.tableConditions
    ? wrapTableReferences(checked.sql, ctx.dialect.name, ctx.tableConditions, 'expression')
    : checked.sql;
  return text(`(${sql})`);
}

/** One row-level-security condition (its clauses OR'ed), written as row-level-predicate says. */
export function rowLevelCondition(ctx: CompileContext, clauses: readonly string[]): Sql {
  return text(rowLevelConditionSql(ctx.dialect.name, clauses));
}

export function isCalculated(column: CompileColumn): boolean {
  return column.expression != null && column.expression.trim() !== '';
}

/** A dataset column as SQL: its quoted name, or its stored expression. */
export function columnSql(ctx: CompileContext, column: CompileColumn): Sql {
  return isCalculated(column)
    ? trustedExpression(column.expression as string)
    : text(ctx.dialect.quoteIdentifier(column.column_name));
}

/** The column as a timestamp: epoch numbers are converted, everything else is used as is. */
export function timestampSql(ctx: CompileContext, column: CompileColumn): Sql {
  const sql = columnSql(ctx, column);
  const format = column.python_date_format;
  if (format === 'epoch_s') return fill(ctx.dialect.epochSecondsToTimestamp, { col: sql });
  if (format === 'epoch_ms') return fill(ctx.dialect.epochMillisecondsToTimestamp, { col: sql });
  return sql;
}

/** `sql` truncated to the time grain; no grain (null, '') leaves it unchanged. */
export function withTimeGrain(
  ctx: CompileContext,
  sql: Sql,
  grain: string | null | undefined,
): Sql {
  if (!grain) return sql;
  const template = Object.hasOwn(ctx.dialect.timeGrains, grain)
    ? ctx.dialect.timeGrains[grain]
    : undefined;
  if (!template) {
    throw new ValidationError(`No grain spec for ${grain} for database ${ctx.dialect.name}`);
  }
  return fill(template, { col: sql });
}
