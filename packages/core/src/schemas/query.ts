/**
 * A SQL Lab run as the API answers it, in Superset's two spellings: Query.to_dict (camelCase,
 * what execute, results, updated_since and the SQL Lab bootstrap carry: `id` is the client id,
 * `queryId` the row id, times epoch milliseconds) and the `/api/v1/query/` list and show columns
 * (snake_case, `id` the row id).
 */
import { z } from 'zod';
import type { okResultResponseSchema } from './api-response';
import { idResultResponseSchema, listResponseSchema, resultResponseSchema } from './api-response';
import { QUERY_STATUSES } from './query-status';

export const queryStatusSchema = z.enum(QUERY_STATUSES);

/** Superset's Query.to_dict. */
export const queryDictSchema = z.object({
  changed_on: z.string(),
  dbId: z.number().int(),
  db: z.string().nullable(),
  endDttm: z.number().nullable(),
  errorMessage: z.string().nullable(),
  executedSql: z.string().nullable(),
  /** The client id the run was started with. */
  id: z.string(),
  queryId: z.number().int(),
  limit: z.number().int().nullable(),
  limitingFactor: z.string().nullable(),
  progress: z.number(),
  rows: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  ctas: z.boolean(),
  serverId: z.number().int(),
  sql: z.string(),
  /** The editor tab (tab state id, as text) the run started from. */
  sqlEditorId: z.string().nullable(),
  startDttm: z.number().nullable(),
  state: queryStatusSchema,
  tab: z.string().nullable(),
  tempSchema: z.string().nullable(),
  tempTable: z.string().nullable(),
  userId: z.number().int().nullable(),
  user: z.string().nullable(),
  resultsKey: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  templateParams: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
});
export type QueryDict = z.infer<typeof queryDictSchema>;

/** `GET /api/v1/query/updated_since`: the caller's runs changed since a time. */
export const queriesUpdatedResponseSchema = resultResponseSchema(z.array(queryDictSchema));
export type QueriesUpdatedResponse = z.infer<typeof queriesUpdatedResponseSchema>;

const queryDatabaseSchema = z.object({
  id: z.number().int(),
  database_name: z.string().nullable(),
});

/** A row of the query history list (`GET /api/v1/query/`). */
export const queryListItemSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  changed_on: z.string(),
  database: queryDatabaseSchema,
  executed_sql: z.string().nullable(),
  rows: z.number().int().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  sql_tables: z.array(z.unknown()),
  status: queryStatusSchema,
  tab_name: z.string().nullable(),
  sql_editor_id: z.string().nullable(),
  user: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  start_time: z.number().nullable(),
  end_time: z.number().nullable(),
  limit: z.number().int().nullable(),
  error_message: z.string().nullable(),
  results_key: z.string().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type QueryListItem = z.infer<typeof queryListItemSchema>;
/** The history list read without `columns`: whole rows. */
export const queryListResponseSchema = listResponseSchema(queryListItemSchema);
export type QueryListResponse = z.infer<typeof queryListResponseSchema>;

/** `POST /api/v1/query/stop`. */
export type QueryStopResponse = z.infer<typeof okResultResponseSchema>;

/** `GET /api/v1/query/{id}`: Superset's show columns. */
export const queryShowSchema = z.object({
  id: z.number().int(),
  changed_on: z.string(),
  client_id: z.string(),
  database: queryDatabaseSchema,
  end_result_backend_time: z.number().nullable(),
  end_time: z.number().nullable(),
  error_message: z.string().nullable(),
  executed_sql: z.string().nullable(),
  limit: z.number().int().nullable(),
  progress: z.number(),
  results_key: z.string().nullable(),
  rows: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  select_as_cta: z.boolean(),
  select_as_cta_used: z.boolean(),
  select_sql: z.string().nullable(),
  sql: z.string(),
  sql_editor_id: z.string().nullable(),
  start_running_time: z.number().nullable(),
  start_time: z.number().nullable(),
  status: queryStatusSchema,
  tab_name: z.string().nullable(),
  template_params: z.string().nullable(),
  tmp_schema_name: z.string().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
  user_id: z.number().int().nullable(),
});
export type QueryShow = z.infer<typeof queryShowSchema>;
export const queryShowResponseSchema = idResultResponseSchema(queryShowSchema);
export type QueryShowResponse = z.infer<typeof queryShowResponseSchema>;
