/**
 * The row-level-security conditions binding one caller on one dataset, read from the metadata
 * store on every query (rules are never cached, so an edit applies to the next query).
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../security/principal';
import type { MetadataSchema } from '../../store/schema';
import { NO_RLS_KEY } from '../../engine/cache/chart-cache-key';
import type { RowLevelFilters } from '../../engine/chart-data/chart-data-ports';
import { RowLevelSecurityRepository } from './row-level-security.repository';
import { composeRowLevelFilters, rowLevelCacheKey, type CandidateFilter } from './rls-composition';

/**
 * No conditions: for callers that are not a user's query (benchmarks and tools comparing the SQL
 * an admin would run). Never a default for a user's query.
 */
export const NO_ROW_LEVEL_FILTERS: RowLevelFilters = { conditions: [], cacheKey: NO_RLS_KEY };

export async function loadRowLevelFilters(
  db: Kysely<MetadataSchema>,
  datasetId: number,
  principal: Pick<Principal, 'roles'>,
): Promise<RowLevelFilters> {
  const rows = await new RowLevelSecurityRepository(db).datasetRules(datasetId);
  const byId = new Map<number, CandidateFilter & { roleIds: number[] }>();
  for (const row of rows) {
    let filter = byId.get(row.id);
    if (!filter) {
      filter = {
        id: row.id,
        filter_type: row.filter_type,
        group_key: row.group_key,
        clause: row.clause,
        roleIds: [],
      };
      byId.set(row.id, filter);
    }
    if (row.role_id !== null) filter.roleIds.push(row.role_id);
  }
  const conditions = composeRowLevelFilters(
    [...byId.values()],
    new Set(principal.roles.map((r) => r.id)),
  );
  return { conditions, cacheKey: rowLevelCacheKey(conditions) };
}
