/**
 * Steps 2 and 3 of building a query object (as buildQueryObject orders them): legacy
 * `extra_filters` (reserved `__time_*` columns become time settings, the rest simple filters) and
 * the split of adhoc filters into simple WHERE filters, SIMPLE HAVING filters
 * (`extras.having_druid`) and free-form WHERE / HAVING SQL (`extras.where`, `extras.having`).
 */
import type { AdhocFilter } from '../adhoc/adhoc-types';
import type { QueryExtras, QueryFilter } from './query-object';

/** Operators that take no value. */
const UNARY_OPERATORS = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

/** Reserved `extra_filters` columns and the query setting each one sets. */
const TIME_EXTRA_TARGETS = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __time_origin: 'druid_time_origin',
  __granularity: 'granularity',
} as const;
type TimeExtraKey = keyof typeof TIME_EXTRA_TARGETS;

export interface LegacyExtraFilter {
  col: string;
  op: string;
  val?: unknown;
}

export interface ExtractedExtras {
  filters: QueryFilter[];
  applied_time_extras: Record<string, unknown>;
  time_range?: string;
  granularity?: string;
  time_grain_sqla?: string;
  druid_time_origin?: string;
}

function isTimeExtraKey(col: string): col is TimeExtraKey {
  return Object.hasOwn(TIME_EXTRA_TARGETS, col);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Legacy dashboard `extra_filters`: time extras are lifted out, other entries stay filters. */
export function extractExtras(formData: Record<string, unknown>): ExtractedExtras {
  const filters: QueryFilter[] = [];
  const applied: Record<string, unknown> = {};
  const lifted: Partial<Record<(typeof TIME_EXTRA_TARGETS)[TimeExtraKey], unknown>> = {};
  const extraFilters = Array.isArray(formData.extra_filters)
    ? (formData.extra_filters as LegacyExtraFilter[])
    : [];
  for (const filter of extraFilters) {
    if (isTimeExtraKey(filter.col)) {
      lifted[TIME_EXTRA_TARGETS[filter.col]] = filter.val;
      applied[filter.col] = filter.val;
    } else {
      filters.push({ col: filter.col, op: filter.op, val: filter.val } as QueryFilter);
    }
  }
  const result: ExtractedExtras = { filters, applied_time_extras: applied };
  const timeRange = nonEmptyString(lifted.time_range);
  if (timeRange) result.time_range = timeRange;
  const granularity =
    nonEmptyString(lifted.granularity_sqla) ??
    nonEmptyString(lifted.granularity) ??
    nonEmptyString(formData.granularity) ??
    nonEmptyString(formData.granularity_sqla);
  if (granularity) result.granularity = granularity;
  const grain = nonEmptyString(lifted.time_grain_sqla) ?? nonEmptyString(formData.time_grain_sqla);
  if (grain) result.time_grain_sqla = grain;
  const origin = nonEmptyString(lifted.druid_time_origin);
  if (origin) result.druid_time_origin = origin;
  return result;
}

/** A SIMPLE adhoc filter as a query filter; null when it is incomplete (no column or operator). */
export function convertSimpleFilter(filter: AdhocFilter): QueryFilter | null {
  const { subject, operator } = filter;
  if (!subject || !operator) return null;
  const clause: Record<string, unknown> = { col: subject, op: operator };
  if (!UNARY_OPERATORS.has(operator.toUpperCase())) clause.val = filter.comparator;
  const grain = (filter as { timeGrain?: unknown }).timeGrain;
  if (typeof grain === 'string' && grain) clause.grain = grain;
  if (filter.isExtra) clause.isExtra = true;
  return clause as QueryFilter;
}

/** Wraps a free-form clause in parentheses; a trailing `--` comment must not eat the `)`. */
export function sanitizeClause(clause: string): string {
  return clause.includes('--') ? `(${clause}\n)` : `(${clause})`;
}

export interface FilterClauses {
  filters: QueryFilter[];
  /** Only the keys that have content: `where`, `having`, `having_druid`. */
  extras: Pick<QueryExtras, 'where' | 'having' | 'having_druid'>;
}

export function processAdhocFilters(
  simpleFilters: QueryFilter[],
  adhocFilters: AdhocFilter[],
  where?: string,
): FilterClauses {
  const filters = [...simpleFilters];
  const havingSimple: QueryFilter[] = [];
  const whereSql: string[] = where ? [where] : [];
  const havingSql: string[] = [];
  for (const filter of adhocFilters) {
    if (filter.expressionType === 'SIMPLE') {
      const converted = convertSimpleFilter(filter);
      if (!converted) continue;
      if (filter.clause === 'HAVING') havingSimple.push(converted);
      else filters.push(converted);
    } else {
      const sql = filter.sqlExpression?.trim();
      if (!sql) continue;
      if (filter.clause === 'HAVING') havingSql.push(filter.sqlExpression as string);
      else whereSql.push(filter.sqlExpression as string);
    }
  }
  const extras: FilterClauses['extras'] = {};
  if (whereSql.length) extras.where = whereSql.map(sanitizeClause).join(' AND ');
  if (havingSql.length) extras.having = havingSql.map(sanitizeClause).join(' AND ');
  if (havingSimple.length) extras.having_druid = havingSimple;
  return { filters, extras };
}
