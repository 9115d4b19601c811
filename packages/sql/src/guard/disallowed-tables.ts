/**
 * Tables and schemas user SQL may not read on each engine, whoever the user is: password hashes
 * and role settings (PostgreSQL's pg_authid, pg_shadow; MySQL's mysql.user), server settings and
 * other sessions, and the catalogs that would list tables the user was not granted
 * (information_schema, sqlite_master). Superset keeps the same kind of list
 * (DISALLOWED_SQL_TABLES). Entries ending in `*` are prefixes. Like any deny-list it is
 * incomplete by nature; read-only, least-privilege database users stay the real control.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import type { DialectName } from '../dialects/dialect-spec';
import { tableNotAllowed } from './guard-messages';
import { isDisallowedFunction } from './sql-ast';
import type { TableReference } from './table-references';

interface TableDenyList {
  /** Schemas none of whose tables may be read (lower case). */
  schemas: readonly string[];
  /** Table names refused in any schema, qualified or not (lower case). */
  tables: readonly string[];
}

export const DISALLOWED_TABLES: Record<DialectName, TableDenyList> = {
  postgresql: {
    schemas: ['information_schema'],
    tables: [
      'pg_authid',
      'pg_shadow',
      'pg_user',
      'pg_roles',
      'pg_auth_members',
      'pg_user_mapping',
      'pg_user_mappings',
      'pg_db_role_setting',
      'pg_hba_file_rules',
      'pg_ident_file_mappings',
      'pg_file_settings',
      'pg_settings',
      'pg_config',
      'pg_stat_activity',
      'pg_stat_ssl',
      'pg_stat_gssapi',
      'pg_largeobject',
      'pg_largeobject_metadata',
      'pg_subscription',
      'pg_foreign_server',
    ],
  },
  mysql: {
    schemas: ['mysql', 'information_schema', 'performance_schema', 'sys'],
    tables: [],
  },
  sqlite: {
    schemas: ['temp'],
    tables: [
      'sqlite_master',
      'sqlite_schema',
      'sqlite_temp_master',
      'sqlite_temp_schema',
      'sqlite_dbpage',
      'dbstat',
    ],
  },
  duckdb: {
    schemas: ['information_schema', 'pg_catalog'],
    tables: ['duckdb_*', 'sqlite_master', 'pragma_*'],
  },
};

/** Throws ValidationError when a reference names a refused table or schema. */
export function assertNoDisallowedTables(
  tables: readonly TableReference[],
  dialect: DialectName,
  defaultSchema: string | null,
): void {
  const deny = DISALLOWED_TABLES[dialect];
  for (const ref of tables) {
    const schema = (ref.schema ?? defaultSchema ?? '').toLowerCase();
    const table = ref.table.toLowerCase();
    if (deny.schemas.includes(schema) || isDisallowedFunction(table, deny.tables)) {
      throw new ValidationError(
        tableNotAllowed(ref.schema === null ? ref.table : `${ref.schema}.${ref.table}`),
      );
    }
  }
}
