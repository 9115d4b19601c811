/** Kysely types of SQL Lab's tables: the query history and each user's editor tabs. */
import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types';
import type { QueryStatus } from '@panorama/core/schemas/query-status';

/** SQL Lab's query history (migration 20261127_0008_sqllab). */
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
  changed_on: Timestamp;
}

/** The SQL Lab editor tabs each user keeps on the server (Superset's TabState, migration 0008). */
export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  /** 0/1: the tab the user last had in front (one per user). */
  active: Bool;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  /** The client id of the tab's last run. */
  latest_query_id: string | null;
  autorun: Bool;
  /** JSON text of the `{{ name }}` parameter values. */
  template_params: string | null;
  hide_left_bar: Bool;
  saved_query_id: number | null;
  extra_json: string | null;
  created_on: Timestamp;
  changed_on: Timestamp;
}
