/**
 * Who may read which tables with user-written SQL (SQL Lab, alert SQL, custom SQL sub-queries),
 * Superset's raise_for_access on a query: database-wide access (admin, all_database_access,
 * all_datasource_access, database_access) covers every table; otherwise each table needs
 * schema_access on its schema or datasource_access on a physical dataset of that table.
 * Unqualified names are resolved to the schema the engine resolves them to before the check
 * (test_raise_for_access_query_default_schema); another catalog is never covered by grants.
 */
import type { Kysely } from 'kysely';
import { AppError } from '@panorama/core/errors/app-error';
import type { TableReference } from '@panorama/sql/guard/table-references';
import { parseConnectionUri } from '../../engine/connection-uri';
import { canAccessDatabase, type Principal } from '../../security/principal';
import type { DatabaseRow, MetadataSchema } from '../../store/schema';
import { dataAccessScope } from '../shared/data-access';

/** Superset's "You need access to the following tables" (403, TABLE_SECURITY_ACCESS_ERROR). */
export function tableAccessMessage(tables: string[]): string {
  const quoted = tables.map((t) => `\`${t}\``).join(', ');
  return `You need access to the following tables: ${quoted}, \`all_database_access\` or \`all_datasource_access\` permission`;
}

export class TableAccessError extends AppError {
  constructor(tables: string[]) {
    super('FORBIDDEN', 403, tableAccessMessage(tables), {
      errorType: 'TABLE_SECURITY_ACCESS_ERROR',
    });
  }
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

/** Whether two table or schema names are the same to the engine. */
export function sameTableName(a: string, b: string, caseInsensitive: boolean): boolean {
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
      (schemas.some((s) => sameTableName(s, schema, ref.caseInsensitive)) ||
        granted.some(
          (g) =>
            g.schema !== null &&
            sameTableName(g.schema, schema, ref.caseInsensitive) &&
            sameTableName(g.table, ref.table, ref.caseInsensitive),
        ));
    if (!allowed) denied.push(displayName(schema, ref.table));
  }
  if (denied.length > 0) throw new TableAccessError([...new Set(denied)].sort());
}
