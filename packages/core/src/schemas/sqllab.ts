/**
 * Answers of SQL Lab's calls, as Superset's SqlLabRestApi and `/tabstateview/` give them: the
 * page's bootstrap, a run's rows (execute and results), an asynchronous run's pending query,
 * the editor tabs kept on the server and the hand-off of explore's "View in SQL Lab".
 */
import { z } from 'zod';
import { resultResponseSchema } from './api-response';
import { queryDictSchema } from './query';

/** A result column (Superset's column description). */
export const resultColumnSchema = z.object({
  column_name: z.string(),
  name: z.string(),
  type: z.string(),
  /** GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean; null when unknown. */
  type_generic: z.number().int().nullable(),
  is_dttm: z.boolean(),
});
export type ResultColumn = z.infer<typeof resultColumnSchema>;

/**
 * A run's rows (`200` of execute, and `/sqllab/results/`): JSON values by column name, at most
 * the display limit; `displayLimitReached` when more were kept than sent.
 */
export const queryResultsSchema = z.object({
  status: z.literal('success'),
  query_id: z.number().int(),
  data: z.array(z.record(z.string(), z.unknown())),
  columns: z.array(resultColumnSchema),
  selected_columns: z.array(resultColumnSchema),
  expanded_columns: z.array(resultColumnSchema),
  query: queryDictSchema,
  displayLimitReached: z.boolean().optional(),
});
export type QueryResultsResponse = z.infer<typeof queryResultsSchema>;

/** `202` of execute: the asynchronous run, pending, polled through updated_since. */
export const pendingQuerySchema = z.object({ query: queryDictSchema });
export type PendingQueryResponse = z.infer<typeof pendingQuerySchema>;

/** Superset's TabState.to_dict. */
export const tabStateSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  label: z.string(),
  active: z.boolean(),
  database_id: z.number().int().nullable(),
  dbId: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  table_schemas: z.array(z.unknown()),
  sql: z.string().nullable(),
  query_limit: z.number().int().nullable(),
  latest_query: queryDictSchema.nullable(),
  autorun: z.boolean(),
  /** JSON object text. */
  template_params: z.string().nullable(),
  hide_left_bar: z.boolean(),
  saved_query: z.object({ id: z.number().int() }).nullable(),
  extra_json: z.string().nullable(),
});
export type TabState = z.infer<typeof tabStateSchema>;

/** `POST /tabstateview/` → the new tab's id. */
export const tabStateCreatedSchema = z.object({ id: z.number().int() });
export type TabStateCreated = z.infer<typeof tabStateCreatedSchema>;
/** `PUT`, `DELETE` and `activate` of a tab answer the JSON string "OK". */
export const tabStateOkSchema = z.literal('OK');

/** A database SQL Lab offers, with the options its pickers and run buttons read. */
export const sqlLabDatabaseSchema = z.object({
  id: z.number().int(),
  database_name: z.string(),
  backend: z.string(),
  expose_in_sqllab: z.boolean(),
  allow_run_async: z.boolean(),
  allow_dml: z.boolean(),
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_file_upload: z.boolean(),
  allow_multi_catalog: z.boolean(),
  allows_subquery: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allows_virtual_table_explore: z.boolean(),
  disable_data_preview: z.boolean(),
});
export type SqlLabDatabase = z.infer<typeof sqlLabDatabaseSchema>;

/**
 * `GET /api/v1/sqllab/`: the active tab in full, every tab as `[id, label]`, the databases
 * exposed in SQL Lab (by id) and the recent runs of the user's tabs (by client id).
 */
export const sqlLabBootstrapSchema = resultResponseSchema(
  z.object({
    active_tab: tabStateSchema.nullable(),
    tab_state_ids: z.array(z.tuple([z.number().int(), z.string()])),
    databases: z.record(z.string(), sqlLabDatabaseSchema),
    queries: z.record(z.string(), queryDictSchema),
  }),
);
export type SqlLabBootstrapResponse = z.infer<typeof sqlLabBootstrapSchema>;
