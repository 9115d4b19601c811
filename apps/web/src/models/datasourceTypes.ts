/**
 * The dataset JSON of `GET /datasource/get/table/{id}/` as the edit modal reads and writes it.
 * Only the fields the editor touches are typed; the rest is carried through untouched, because
 * `POST /datasource/save/` receives the whole object back (Superset's legacy editor contract).
 */

export interface DatasourceColumn {
  id?: number;
  column_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  type: string | null;
  is_dttm: boolean;
  type_generic?: number | null;
  advanced_data_type?: string | null;
  is_certified?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
  groupby: boolean;
  filterable: boolean;
  extra?: string | null;
  [key: string]: unknown;
}

export interface DatasourceMetric {
  id?: number;
  metric_name: string;
  verbose_name: string | null;
  expression: string;
  d3format: string | null;
  description: string | null;
  /** Read from `extra`; the editor writes them back into `extra` when saving. */
  certified_by: string | null;
  certification_details: string | null;
  warning_markdown: string | null;
  extra?: string | null;
  [key: string]: unknown;
}

export interface DatasourceJson {
  id: number;
  table_name: string;
  schema: string | null;
  sql: string | null;
  kind?: 'physical' | 'virtual';
  database: { id: number; database_name: string; [key: string]: unknown };
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
  owners: number[];
  description: string | null;
  cache_timeout: number | null;
  extra: string | null;
  default_endpoint: string | null;
  is_managed_externally: boolean;
  /** `"{id}__table"`. */
  uid?: string;
  type?: 'table' | 'query';
  main_dttm_col?: string | null;
  verbose_map?: Record<string, string>;
  column_formats?: Record<string, string>;
  /** `[[value, label], ...]` of the time grains the database supports. */
  time_grain_sqla?: Array<[string, string]>;
  [key: string]: unknown;
}

/**
 * A calculated column has an expression (a new one starts with ''); physical columns come from
 * the table and have none. `draftFromDatasource` turns stored blank expressions into null.
 */
export function isCalculated(column: Pick<DatasourceColumn, 'expression'>): boolean {
  return column.expression !== null && column.expression !== undefined;
}
