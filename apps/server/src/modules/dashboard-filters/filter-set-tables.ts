/**
 * Kysely types of the filter_sets table: the initial migration's columns (store/schema.ts) plus
 * `is_primary` from migration 20261126_0007_filter_sets, added to the metadata store's schema
 * with `withTables` so this module owns the addition.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { FilterSetsTable as StoredFilterSetsTable, MetadataSchema } from '../../store/schema';

export const USER_OWNER_TYPE = 'User';
export const DASHBOARD_OWNER_TYPE = 'Dashboard';
export const OWNER_TYPES = [USER_OWNER_TYPE, DASHBOARD_OWNER_TYPE] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/**
 * `json_metadata` is the JSON text `{nativeFilters, dataMask}`; `owner_type` one of OWNER_TYPES;
 * `owner_id` a user id for 'User' sets and the dashboard id for 'Dashboard' sets.
 */
export type FilterSetsTable = StoredFilterSetsTable & {
  /** 0/1 */
  is_primary: Generated<number>;
};

// A type alias, not an interface: withTables needs the implicit index signature of aliases.
export type FilterSetTables = {
  filter_sets: FilterSetsTable;
};

export type FilterSetStore = Kysely<MetadataSchema & FilterSetTables>;
export type FilterSetRow = Selectable<FilterSetsTable>;

export function filterSetStore(db: Kysely<MetadataSchema>): FilterSetStore {
  return db.withTables<FilterSetTables>();
}
