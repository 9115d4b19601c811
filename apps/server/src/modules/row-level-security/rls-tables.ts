/**
 * Kysely types of the row-level-security tables (migration 20261125_0006_row_level_security),
 * added to the metadata store's schema with `withTables` so this module owns them.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

export const FILTER_TYPES = ['Regular', 'Base'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface RowLevelSecurityFiltersTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** One of FILTER_TYPES. */
  filter_type: FilterType;
  group_key: string | null;
  clause: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface RlsFilterTablesTable {
  rls_filter_id: number;
  /** A dataset id. */
  table_id: number;
}

export interface RlsFilterRolesTable {
  rls_filter_id: number;
  role_id: number;
}

// A type alias, not an interface: withTables needs the implicit index signature of aliases.
export type RlsTables = {
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_tables: RlsFilterTablesTable;
  rls_filter_roles: RlsFilterRolesTable;
};

export type RlsStore = Kysely<MetadataSchema & RlsTables>;
export type RlsFilterRow = Selectable<RowLevelSecurityFiltersTable>;

export function rlsStore(db: Kysely<MetadataSchema>): RlsStore {
  return db.withTables<RlsTables>();
}
