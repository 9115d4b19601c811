/**
 * A guest token's row-level clauses, added to the rules that bind every caller: a clause naming
 * a dataset narrows that dataset, a clause naming none narrows every dataset the token reads.
 * Each clause is a group of its own, so they are AND'ed with one another and with the stored
 * rules; the cache key covers them, so guests under other clauses never share a result.
 */
import { ForbiddenError } from '@panorama/core/errors/app-error';
import type { RowLevelFilters } from '../../engine/chart-data/chart-data-ports';
import { GUEST_REFUSED, type GuestScope } from '../../security/principal';
import { rowLevelCacheKey } from './rls-composition';

export function withGuestClauses(
  filters: RowLevelFilters,
  guest: GuestScope,
  datasetId: number,
): RowLevelFilters {
  const clauses = guest.rls
    .filter((rule) => rule.dataset === undefined || rule.dataset === datasetId)
    .map((rule) => [rule.clause]);
  if (clauses.length === 0) return filters;
  const conditions = [...filters.conditions, ...clauses];
  return { conditions, cacheKey: rowLevelCacheKey(conditions) };
}

/**
 * Queries whose own SQL names tables (custom SQL sub-queries) are not open to guests: their
 * clauses are written for the embedded dashboard's datasets, not for arbitrary tables.
 */
export function refuseGuestTables(guest: GuestScope | undefined): void {
  if (guest) throw new ForbiddenError(GUEST_REFUSED);
}
