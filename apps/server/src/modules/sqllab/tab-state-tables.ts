/**
 * Kysely types of the editor tabs each user keeps on the server (migration 20261127_0008_sqllab,
 * Superset's TabState). Like the query history (queries/query-tables.ts), the shared schema type
 * does not list the table; `withTabStateTables` adds it to a store handle where it is used.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { MetadataSchema } from '../../store/schema';

export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  /** 0/1: the tab the user last had in front (one per user). */
  active: number;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  /** The client id of the tab's last run. */
  latest_query_id: string | null;
  autorun: number;
  /** JSON text of the `{{ name }}` parameter values. */
  template_params: string | null;
  hide_left_bar: number;
  saved_query_id: number | null;
  extra_json: string | null;
  created_on: string;
  changed_on: string;
}

export type TabStateRow = Selectable<TabStateTable>;

export type TabStateStore = Kysely<MetadataSchema & { tab_state: TabStateTable }>;

export function withTabStateTables(db: Kysely<MetadataSchema>): TabStateStore {
  return db.withTables<{ tab_state: TabStateTable }>();
}
