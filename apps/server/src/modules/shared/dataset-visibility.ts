/** Whether one dataset exists and the caller may read it: data permissions, or ownership. */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import type { Principal } from '../../security/principal';
import { canAccessDatasetRow, dataAccessScope } from './data-access';

export async function isDatasetReadable(
  db: Kysely<MetadataSchema>,
  datasetId: number,
  principal: Principal,
): Promise<boolean> {
  const row = await db
    .selectFrom('datasets as d')
    .innerJoin('databases as db', 'db.id', 'd.database_id')
    .select(['d.id', 'd.database_id', 'd.schema', 'db.database_name'])
    .where('d.id', '=', datasetId)
    .executeTakeFirst();
  if (!row) return false;
  if (principal.guest) return principal.guest.datasetIds.has(datasetId);
  if (principal.isAdmin || canAccessDatasetRow(dataAccessScope(principal), row, row.database_name))
    return true;
  if (principal.userId === null) return false;
  const owned = await db
    .selectFrom('dataset_owners')
    .select('dataset_id')
    .where('dataset_id', '=', datasetId)
    .where('user_id', '=', principal.userId)
    .executeTakeFirst();
  return owned !== undefined;
}
