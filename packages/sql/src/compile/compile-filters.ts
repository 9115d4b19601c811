/**
 * Filters: one condition per `{col, op, val}`, every value bound as a parameter. Used for the
 * WHERE filters (on columns) and for SIMPLE HAVING filters (`extras.having_druid`, on metrics).
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { FilterOperator } from '@panorama/core/query/query-object';
import type { LikePatternStyle } from '../dialects/dialect-spec';
import { genericType, type GenericType } from './column-types';
import type { CompileContext } from './compile-context';
import type { CompileColumn } from './compile-datasource';
import { coerceFilterValue, normalizeTimestampText, type FilterScalar } from './filter-values';
import { enginePattern } from './like-pattern';
import { bind, concat, fill, join, text, type Sql } from './sql-fragment';
import { timeRangeCondition } from './time-bounds';

/** What a filter compares: SQL, and the dataset column behind it when there is one. */
export interface FilterTarget {
  sql: Sql;
  column: CompileColumn | null;
  /** The SQL is a time-grain truncation (a timestamp whatever the column's storage). */
  truncated?: boolean;
  /** How to type values when there is no column (HAVING filters on metrics: numeric). */
  valueType?: GenericType;
}

export interface FilterSpec {
  op: FilterOperator;
  val?: FilterScalar | FilterScalar[];
}

/** Cap on the values of one IN / NOT IN filter (each becomes a bound parameter). */
export const MAX_IN_VALUES = 10_000;

const COMPARISONS: Partial<Record<FilterOperator, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

const VALUE_REQUIRED = 'Must specify a value for filters with comparison operators';

function scalarOf(val: FilterSpec['val']): FilterScalar | undefined {
  if (Array.isArray(val)) return val.length > 0 ? val[0] : undefined;
  return val;
}

function listOf(val: FilterSpec['val']): FilterScalar[] {
  if (val === undefined) return [];
  return Array.isArray(val) ? val : [val];
}

/** A value bound for comparison with the target, typed after the target's column. */
function targetType(target: FilterTarget): GenericType {
  if (target.truncated) return 'timestamp';
  return target.column ? genericType(target.column.type) : (target.valueType ?? 'unknown');
}

function valueSql(ctx: CompileContext, target: FilterTarget, value: FilterScalar): Sql {
  const generic = targetType(target);
  if (
    generic === 'timestamp' &&
    typeof value === 'string' &&
    !(target.column?.python_date_format && !target.truncated)
  ) {
    const normalized = normalizeTimestampText(value);
    if (normalized) return fill(ctx.dialect.timestampParam, { param: bind(normalized) });
  }
  const coerced = coerceFilterValue(value, generic);
  if (typeof coerced === 'number' && !Number.isInteger(coerced)) {
    return fill(ctx.dialect.decimalParam, { param: bind(coerced) });
  }
  return bind(coerced);
}

function inCondition(ctx: CompileContext, target: FilterTarget, spec: FilterSpec): Sql {
  const values = listOf(spec.val);
  if (values.length > MAX_IN_VALUES) {
    throw new ValidationError(`A filter may have at most ${MAX_IN_VALUES} values`);
  }
  const generic = targetType(target);
  const nonNull = values.filter((v) => v !== null && coerceFilterValue(v, generic) !== null);
  const list = join(
    nonNull.map((v) => valueSql(ctx, target, v)),
    ', ',
  );
  const negate = spec.op === 'NOT IN';
  if (nonNull.length > 0 && nonNull.length === values.length) {
    return concat(target.sql, negate ? ' NOT IN (' : ' IN (', list, ')');
  }
  // As Superset: a NULL among the values matches NULLs, which IN never would.
  const parts: Sql[] = [];
  if (nonNull.length < values.length) parts.push(concat(target.sql, ' IS NULL'));
  if (nonNull.length > 0) parts.push(concat(target.sql, ' IN (', list, ')'));
  const inner = parts.length === 0 ? text('1 = 0') : join(parts, ' OR ');
  if (negate) return concat('NOT (', inner, ')');
  return parts.length > 1 ? concat('(', inner, ')') : inner;
}

function likeCondition(
  ctx: CompileContext,
  target: FilterTarget,
  template: string,
  style: LikePatternStyle,
  value: FilterScalar | undefined,
): Sql {
  if (value === undefined || value === null) throw new ValidationError(VALUE_REQUIRED);
  const pattern = enginePattern(String(value), style);
  return fill(template, { col: target.sql, value: bind(pattern) });
}

/**
 * The condition for one filter, or null when it restricts nothing (a TEMPORAL_RANGE of
 * `No filter`).
 */
export function filterCondition(
  ctx: CompileContext,
  target: FilterTarget,
  spec: FilterSpec,
): Sql | null {
  const { op } = spec;
  const ops = ctx.dialect.operators;
  const comparison = COMPARISONS[op];
  if (comparison) {
    const value = scalarOf(spec.val);
    const coerced = value == null ? value : coerceFilterValue(value, targetType(target));
    if (coerced == null) {
      if (op === '==') return concat(target.sql, ' IS NULL');
      if (op === '!=') return concat(target.sql, ' IS NOT NULL');
      throw new ValidationError(VALUE_REQUIRED);
    }
    return concat(target.sql, ` ${comparison} `, valueSql(ctx, target, value as FilterScalar));
  }
  switch (op) {
    case 'IN':
    case 'NOT IN':
      return inCondition(ctx, target, spec);
    case 'LIKE':
      return likeCondition(ctx, target, ops.like, ops.likePattern, scalarOf(spec.val));
    case 'NOT LIKE':
      return likeCondition(ctx, target, ops.notLike, ops.likePattern, scalarOf(spec.val));
    case 'ILIKE':
      return likeCondition(ctx, target, ops.ilike, ops.ilikePattern, scalarOf(spec.val));
    case 'NOT ILIKE':
      return likeCondition(ctx, target, ops.notIlike, ops.ilikePattern, scalarOf(spec.val));
    case 'REGEX': {
      if (!ops.regex || !ctx.dialect.supportsRegex) {
        throw new ValidationError(
          `The REGEX operator is not supported by ${ctx.dialect.name} databases`,
        );
      }
      const value = scalarOf(spec.val);
      if (value == null) throw new ValidationError(VALUE_REQUIRED);
      return fill(ops.regex, { col: target.sql, value: bind(String(value)) });
    }
    case 'IS NULL':
      return concat(target.sql, ' IS NULL');
    case 'IS NOT NULL':
      return concat(target.sql, ' IS NOT NULL');
    // Numbers are not booleans everywhere (PostgreSQL refuses `int IS TRUE`): compare with 0,
    // which keeps IS TRUE / IS FALSE's treatment of NULL (never matched).
    case 'IS TRUE':
      return concat(target.sql, targetType(target) === 'numeric' ? ' <> 0' : ' IS TRUE');
    case 'IS FALSE':
      return concat(target.sql, targetType(target) === 'numeric' ? ' = 0' : ' IS FALSE');
    case 'TEMPORAL_RANGE': {
      const range = scalarOf(spec.val);
      if (typeof range !== 'string') {
        throw new ValidationError('A TEMPORAL_RANGE filter needs a time range as its value');
      }
      const { since, until } = ctx.resolveTimeRange(range);
      return timeRangeCondition(ctx, target.sql, target.column, since, until, target.truncated);
    }
    case '==':
    case '!=':
    case '>':
    case '<':
    case '>=':
    case '<=':
      throw new Error('unreachable: comparisons are handled above');
  }
}
