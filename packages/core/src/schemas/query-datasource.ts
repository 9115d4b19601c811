/**
 * A SQL Lab query as a chart's datasource (Superset's `query` datasource type, `Query.data`):
 * the explore bootstrap answers it in place of a dataset when explore opens with
 * `datasource_type=query`. Its columns are the query result's, its only saved metric is
 * COUNT(*), and its name is the SQL Lab tab's (or `Query <id>`).
 */
import { z } from 'zod';
import { datasourceColumnSchema, datasourceMetricSchema } from './dataset';

export const QUERY_DATASOURCE_TYPE = 'query';

/** What a query is called in explore: its SQL Lab tab's name, else `Query <id>`. */
export function queryDatasourceName(id: number, tabName: string | null | undefined): string {
  const name = tabName?.trim();
  return name ? name : `Query ${id}`;
}

const text = z.string().nullable();

export const queryDatasourceSchema = z.object({
  id: z.number().int(),
  /** `"{id}__query"`. */
  uid: z.string(),
  type: z.literal('query'),
  datasource_type: z.literal('query'),
  name: z.string(),
  /** The name again: the editor reads datasets' `table_name`. */
  table_name: z.string(),
  datasource_name: z.string(),
  catalog: text,
  schema: text,
  database: z.object({
    id: z.number().int(),
    database_name: z.string(),
    name: z.string(),
    backend: z.string(),
  }),
  /** The SQL as it was run in SQL Lab; charts compile over it as a sub-query. */
  sql: z.string(),
  columns: z.array(datasourceColumnSchema),
  metrics: z.array(datasourceMetricSchema),
  main_dttm_col: text,
  /** The user who ran the query. */
  owners: z.array(z.number().int()),
  description: text,
  extra: text,
  cache_timeout: z.number().int().nullable(),
  default_endpoint: text,
  is_managed_externally: z.boolean(),
  filter_select: z.boolean(),
  verbose_map: z.record(z.string(), z.string()),
  order_by_choices: z.array(z.tuple([z.string(), z.string()])),
  time_grain_sqla: z.array(z.tuple([z.string(), z.string()])),
});
export type QueryDatasource = z.infer<typeof queryDatasourceSchema>;
