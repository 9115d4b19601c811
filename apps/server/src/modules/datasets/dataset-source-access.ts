/**
 * Who may point a dataset at a source, checked on create and on every change of the source
 * (CVE-2024-24779, CVE-2026-23982): a physical table needs database-wide access or schema_access
 * on its schema; a virtual dataset's SQL needs database-wide access, because until the SQL guard
 * can list the tables a query reads, the query could read any of them. Admins may do anything.
 *
 * Engine errors met while reading the source are shown to those who may query the whole
 * database anyway, and replaced by a generic message for everyone else (CVE-2026-23980).
 */
import { ForbiddenError, UnprocessableError, isAppError } from '@panorama/core/errors/app-error';
import { canAccessDatabase, has, type Principal } from '../../security/principal';
import { schemaViewMenu } from '../../security/permission-catalog';
import type { DatabaseRow } from '../../store/schema';

export const VIRTUAL_SQL_ACCESS_MESSAGE =
  'You need access to the whole database to write the SQL of a virtual dataset';
export const TABLE_ACCESS_MESSAGE = 'You need access to this schema or database to use this table';
export const SOURCE_UNREADABLE_MESSAGE =
  'The columns of the dataset could not be read from the database';

function hasDatabaseWideAccess(principal: Principal, database: DatabaseRow): boolean {
  return principal.isAdmin || canAccessDatabase(principal, database);
}

export function assertSourceAccess(
  principal: Principal,
  database: DatabaseRow,
  schema: string | null,
  virtual: boolean,
): void {
  if (hasDatabaseWideAccess(principal, database)) return;
  if (virtual) throw new ForbiddenError(VIRTUAL_SQL_ACCESS_MESSAGE);
  if (schema !== null && has(principal, 'schema_access', schemaViewMenu(database, schema))) return;
  throw new ForbiddenError(TABLE_ACCESS_MESSAGE);
}

/** Runs a read of the source; our own field errors pass, engine errors are reworded per caller. */
export async function readSource<T>(
  principal: Principal,
  database: DatabaseRow,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Our own verdicts on the dataset (table not found, SQL refused) are the caller's to see.
    if (
      isAppError(err) &&
      typeof err.details === 'object' &&
      ('table_name' in err.details || 'sql' in err.details)
    )
      throw err;
    if (isAppError(err) && (err.code === 'FORBIDDEN' || err.code === 'NOT_FOUND')) throw err;
    const detail = isAppError(err) ? err.message : err instanceof Error ? err.message : String(err);
    const message = hasDatabaseWideAccess(principal, database)
      ? `${SOURCE_UNREADABLE_MESSAGE}: ${detail}`
      : SOURCE_UNREADABLE_MESSAGE;
    throw new UnprocessableError(message, isAppError(err) ? err.errorType : undefined);
  }
}
