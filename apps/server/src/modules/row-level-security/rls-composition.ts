/**
 * Which row-level-security filters bind a user, and how they combine (Superset's
 * get_rls_filters / get_sqla_row_level_filters):
 * - a Regular filter applies to users holding at least one of its roles;
 * - a Base filter applies to everyone EXCEPT users holding one of its roles;
 * - filters sharing a non-empty group_key are OR'ed into one condition; every group and every
 *   ungrouped filter is its own condition, and the conditions are AND'ed.
 * Pure: the loader (row-level-filters.ts) reads the rows, the compiler writes the SQL.
 */
import crypto from 'node:crypto';
import { NO_RLS_KEY } from '../../engine/cache/chart-cache-key';

export interface CandidateFilter {
  id: number;
  filter_type: string;
  group_key: string | null;
  clause: string;
  /** The roles the filter lists (who it applies to, or for Base filters who it spares). */
  roleIds: readonly number[];
}

export function appliesTo(filter: CandidateFilter, userRoleIds: ReadonlySet<number>): boolean {
  const listed = filter.roleIds.some((id) => userRoleIds.has(id));
  if (filter.filter_type === 'Regular') return listed;
  if (filter.filter_type === 'Base') return !listed;
  // An unknown type cannot come from the API; if it is in the store anyway, keep it (fail closed).
  return true;
}

/**
 * The conditions binding the user, as groups of clauses (OR'ed within, AND'ed across): ungrouped
 * filters first, then the groups by key, each in filter-id order, so equal rules always give the
 * same conditions (and the same cache key).
 */
export function composeRowLevelFilters(
  candidates: readonly CandidateFilter[],
  userRoleIds: ReadonlySet<number>,
): string[][] {
  const applicable = candidates
    .filter((f) => appliesTo(f, userRoleIds))
    .sort((a, b) => a.id - b.id);
  const ungrouped: string[][] = [];
  const groups = new Map<string, string[]>();
  for (const filter of applicable) {
    const key = filter.group_key?.trim() ?? '';
    if (key === '') {
      ungrouped.push([filter.clause]);
    } else {
      const group = groups.get(key) ?? [];
      group.push(filter.clause);
      groups.set(key, group);
    }
  }
  const grouped = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, clauses]) => clauses);
  return [...ungrouped, ...grouped];
}

/**
 * The part of a chart cache key that stands for the user's row-level filters: the shared
 * NO_RLS_KEY when none apply (so unfiltered users share results), otherwise a digest of the exact
 * conditions, so users under different conditions never share a result and an edited rule gives
 * new keys at once.
 */
export function rowLevelCacheKey(conditions: readonly (readonly string[])[]): string {
  if (conditions.length === 0) return NO_RLS_KEY;
  const digest = crypto.createHash('sha256').update(JSON.stringify(conditions)).digest('hex');
  return `rls-${digest}`;
}
