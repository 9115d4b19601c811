/**
 * Legacy form data filters as QueryObject parts (step 3 of Superset's buildQueryObject): SIMPLE
 * WHERE adhoc filters become `filters`, SIMPLE HAVING go to `extras.having_druid`, SQL WHERE /
 * HAVING are joined into `extras.where` / `extras.having` (each wrapped in parentheses, a newline
 * before the closing one when it holds a `--` comment); a top-level `where` comes first.
 */
import type { QueryExtras, QueryFilter } from '@panorama/core/query/query-object';

interface AdhocFilter {
  expressionType?: unknown;
  clause?: unknown;
  subject?: unknown;
  operator?: unknown;
  comparator?: unknown;
  sqlExpression?: unknown;
  timeGrain?: unknown;
  isExtra?: unknown;
}

const UNARY = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

function wrap(sqlText: string): string {
  return sqlText.includes('--') ? `(${sqlText}\n)` : `(${sqlText})`;
}

export function legacyFilters(formData: Record<string, unknown>): {
  filters: Record<string, unknown>[];
  extras: Partial<QueryExtras>;
} {
  const filters: Record<string, unknown>[] = [];
  const havingDruid: Partial<QueryFilter>[] = [];
  const where: string[] =
    typeof formData.where === 'string' && formData.where.trim() ? [formData.where] : [];
  const having: string[] =
    typeof formData.having === 'string' && formData.having.trim() ? [formData.having] : [];
  const adhoc = Array.isArray(formData.adhoc_filters)
    ? (formData.adhoc_filters as AdhocFilter[])
    : [];
  for (const filter of adhoc) {
    if (typeof filter !== 'object' || filter === null) continue;
    const clause = String(filter.clause ?? 'WHERE').toUpperCase();
    if (filter.expressionType === 'SQL') {
      if (typeof filter.sqlExpression !== 'string' || !filter.sqlExpression.trim()) continue;
      (clause === 'HAVING' ? having : where).push(wrap(filter.sqlExpression));
      continue;
    }
    const operator = String(filter.operator ?? '').toUpperCase();
    const simple: Record<string, unknown> = { col: filter.subject, op: operator };
    if (!UNARY.has(operator)) simple.val = filter.comparator;
    if (typeof filter.timeGrain === 'string') simple.grain = filter.timeGrain;
    if (clause === 'HAVING') havingDruid.push(simple as Partial<QueryFilter>);
    else filters.push(simple);
  }
  const extras: Partial<QueryExtras> = {};
  if (where.length) extras.where = where.join(' AND ');
  if (having.length) extras.having = having.join(' AND ');
  if (havingDruid.length) extras.having_druid = havingDruid as QueryFilter[];
  return { filters, extras };
}
