/**
 * Kysely types of the query history table (migration 20261127_0008_sqllab). The shared schema
 * type does not list it; `withQueryTables` adds it to a store handle where it is used.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type { QueryStatus } from '@panorama/core/schemas/query';
import type { MetadataSchema } from '../../store/schema';

// Superset's QueryStatus values, as stored and as the API's `state`.
export { QUERY_STATUSES, type QueryStatus } from '@panorama/core/schemas/query';

/** A run that may still change: stop applies to it and a re-run of its client_id waits for it. */
export const ACTIVE_STATUSES: readonly QueryStatus[] = ['pending', 'running'];

export interface QueriesTable {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  user_id: number | null;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string | null;
  select_as_cta: number;
  status: QueryStatus;
  progress: number;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  /** Epoch milliseconds. */
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  /** JSON text: `{templateParams?: string}`. */
  extra_json: string | null;
  changed_on: string;
}

export type QueryRow = Selectable<QueriesTable>;

export type QueryStore = Kysely<MetadataSchema & { queries: QueriesTable }>;

export function withQueryTables(db: Kysely<MetadataSchema>): QueryStore {
  return db.withTables<{ queries: QueriesTable }>();
}
