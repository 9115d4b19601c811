/**
 * Who may run what in SQL Lab:
 * - SQL Lab itself needs the admin or sql_lab role (spec 2 section 6);
 * - the database must be one the user can see and be exposed in SQL Lab; missing and hidden
 *   databases answer the same 404;
 * - every table a statement touches needs access (Superset's raise_for_access on a query):
 *   database-wide access (admin, all_database_access, all_datasource_access, database_access)
 *   covers all of them; otherwise each table needs schema_access on its schema or
 *   datasource_access on a physical dataset of that table. Unqualified names are resolved to the
 *   schema the engine resolves them to before the check (test_raise_for_access_query_default_schema).
 */
import type { Kysely } from 'kysely';
import { ForbiddenError, NotFoundError, isAppError } from '@panorama/core/errors/app-error';
import type { TableReference } from '@panorama/sql/guard/table-references';
import { parseConnectionUri } from '../../engine/connection-uri';
import { canAccessDatabase, hasSqlLabAccess, type Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import type { DatabasesService } from '../databases/databases.service';
import { SQLLAB_ACCESS_REQUIRED } from '../explore/sqllab-handoff.service';
import { dataAccessScope } from '../shared/data-access';
import { DATABASE_NOT_EXPOSED, DATABASE_NOT_FOUND, TableAccessError } from './sqllab-errors';

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

/**
 * The schema unqualified table names resolve to on the connection: `main` for the file engines,
 * `public` for PostgreSQL (the default search_path), the URI's database for MySQL.
 */
export function connectionDefaultSchema(row: DatabaseRow): string | null {
  switch (row.backend) {
    case 'duckdb':
    case 'sqlite':
      return 'main';
    case 'postgresql':
      return 'public';
    default:
      try {
        return parseConnectionUri(row.sqlalchemy_uri).database || null;
      } catch {
        return null;
      }
  }
}

interface GrantedTable {
  schema: string | null;
  table: string;
}

function sameName(a: string, b: string, caseInsensitive: boolean): boolean {
  return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
}

function displayName(schema: string | null, table: string): string {
  return schema ? `${schema}.${table}` : table;
}

/** Throws TableAccessError naming every table the caller may not read. */
export async function assertTableAccess(
  db: Kysely<MetadataSchema>,
  principal: Principal,
  database: DatabaseRow,
  tables: readonly TableReference[],
): Promise<void> {
  if (tables.length === 0 || principal.isAdmin || canAccessDatabase(principal, database)) return;
  const scope = dataAccessScope(principal);
  const schemas = scope.schemas
    .filter((s) => s.database === database.database_name)
    .map((s) => s.schema);
  const defaultSchema = connectionDefaultSchema(database);
  let granted: GrantedTable[] = [];
  if (scope.datasetIds.length > 0) {
    const rows = await db
      .selectFrom('datasets')
      .select(['schema', 'table_name'])
      .where('database_id', '=', database.id)
      .where('id', 'in', scope.datasetIds)
      .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
      .execute();
    granted = rows.map((r) => ({ schema: r.schema ?? defaultSchema, table: r.table_name }));
  }
  const denied: string[] = [];
  for (const ref of tables) {
    const schema = ref.schema ?? defaultSchema;
    // Another catalog (`db.schema.table`) is never covered by grants on this database.
    const allowed =
      ref.catalog === null &&
      schema !== null &&
      (schemas.some((s) => sameName(s, schema, ref.caseInsensitive)) ||
        granted.some(
          (g) =>
            g.schema !== null &&
            sameName(g.schema, schema, ref.caseInsensitive) &&
            sameName(g.table, ref.table, ref.caseInsensitive),
        ));
    if (!allowed) denied.push(displayName(schema, ref.table));
  }
  if (denied.length > 0) throw new TableAccessError([...new Set(denied)].sort());
}
