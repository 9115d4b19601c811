/**
 * Kysely types of the dynamic plugin table (migration 20261124_0005_dynamic_plugins), added to the
 * metadata store's schema with `withTables` so this module owns them.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

export interface DynamicPluginsTable {
  id: Generated<number>;
  name: string;
  /** The chart type's `viz_type`, the key the web registry looks plugins up by. */
  key: string;
  /** An http(s) URL or a same-origin path; checked by bundle-url.ts before it is stored. */
  bundle_url: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

// A type alias, not an interface: withTables needs a type with an implicit index signature.
export type DynamicPluginTables = {
  dynamic_plugins: DynamicPluginsTable;
};

export type DynamicPluginStore = Kysely<MetadataSchema & DynamicPluginTables>;
export type DynamicPluginRow = Selectable<DynamicPluginsTable>;

export function dynamicPluginStore(db: Kysely<MetadataSchema>): DynamicPluginStore {
  return db.withTables<DynamicPluginTables>();
}
