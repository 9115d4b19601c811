/**
 * Who may run what in SQL Lab:
 * - SQL Lab itself needs the admin or sql_lab role, as in Superset;
 * - the database must be one the user can see and be exposed in SQL Lab; missing and hidden
 *   databases answer the same 404;
 * - every table a statement touches needs access (sql-access/table-access.ts).
 */
import { ForbiddenError, NotFoundError, isAppError } from '@panorama/core/errors/app-error';
import { hasSqlLabAccess, type Principal } from '../../security/principal';
import type { DatabaseRow } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import { SQLLAB_ACCESS_REQUIRED } from '../explore/sqllab-handoff.service';
import { DATABASE_NOT_EXPOSED, DATABASE_NOT_FOUND } from './sqllab-errors';

export function assertSqlLabAccess(principal: Principal): void {
  if (!hasSqlLabAccess(principal)) throw new ForbiddenError(SQLLAB_ACCESS_REQUIRED);
}

/** The database to run on, if the caller may see it and it is exposed in SQL Lab. */
export async function sqlLabDatabase(
  databases: DatabasesService,
  id: number,
  principal: Principal,
): Promise<DatabaseRow> {
  let row: DatabaseRow;
  try {
    row = await databases.getVisible(id, principal);
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') throw new NotFoundError(DATABASE_NOT_FOUND);
    throw err;
  }
  if (row.expose_in_sqllab !== 1) throw new ForbiddenError(DATABASE_NOT_EXPOSED);
  return row;
}
