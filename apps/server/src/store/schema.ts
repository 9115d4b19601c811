/**
 * Kysely table types of the metadata store, every table in one place (repositories query them;
 * nothing else does). Booleans are stored as 0/1 integers and timestamps as
 * ISO strings (see migrations/dialect-helpers.ts); repositories map rows to domain objects.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Bool, Timestamp } from './column-types';
import type {
  CreationMethod,
  RecipientType,
  ReportFormat,
  ReportType,
  ValidatorType,
} from '@panorama/core/schemas/report';
import type { RlsFilterType } from '@panorama/core/schemas/row-level-security';
import type {
  UsersTable,
  UserSessionsTable,
  RolesTable,
  UserRolesTable,
  PermissionsTable,
  ViewMenusTable,
  PermissionViewsTable,
  RolePermissionViewsTable,
} from './security-tables';
import type { QueriesTable, TabStateTable } from './sqllab-tables';
import type { EmbeddedDashboardsTable } from './embedded-tables';

export type * from './security-tables';
export type * from './sqllab-tables';
export type * from './embedded-tables';

interface Audit {
  created_on: Timestamp;
  changed_on: Timestamp;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface DatabasesTable extends Audit {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  /** The connection URI without its password (the password is in password_encrypted). */
  sqlalchemy_uri: string;
  password_encrypted: string | null;
  backend: string;
  expose_in_sqllab: Bool;
  allow_run_async: Bool;
  allow_dml: Bool;
  allow_file_upload: Bool;
  allow_ctas: Bool;
  allow_cvas: Bool;
  impersonate_user: Bool;
  cache_timeout: number | null;
  extra: string;
  is_managed_externally: Bool;
  external_url: string | null;
}

export interface DatasetsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  table_name: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  params: string | null;
  template_params: string | null;
  filter_select_enabled: Bool;
  fetch_values_predicate: string | null;
  extra: string | null;
  is_sqllab_view: Bool;
  is_managed_externally: Bool;
  external_url: string | null;
  normalize_columns: Bool;
  always_filter_main_dttm: Bool;
}

export interface DatasetColumnsTable {
  id: Generated<number>;
  uuid: string;
  dataset_id: number;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  advanced_data_type: string | null;
  is_dttm: Bool;
  is_active: Bool;
  groupby: Bool;
  filterable: Bool;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  extra: string | null;
  created_on: Timestamp;
  changed_on: Timestamp;
}

export interface DatasetMetricsTable {
  id: Generated<number>;
  uuid: string;
  dataset_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
  created_on: Timestamp;
  changed_on: Timestamp;
}

export interface ChartsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string | null;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Bool;
  external_url: string | null;
  last_saved_at: Timestamp | null;
  last_saved_by_fk: number | null;
}

export interface DashboardsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  description: string | null;
  published: Bool;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Bool;
  external_url: string | null;
}

export interface DatasetOwnersTable {
  dataset_id: number;
  user_id: number;
}
export interface ChartOwnersTable {
  chart_id: number;
  user_id: number;
}
export interface DashboardOwnersTable {
  dashboard_id: number;
  user_id: number;
}
export interface DashboardRolesTable {
  dashboard_id: number;
  role_id: number;
}
export interface DashboardChartsTable {
  dashboard_id: number;
  chart_id: number;
}

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  /** Superset's FavStar class names: 'slice' for charts, 'Dashboard' for dashboards. */
  class_name: string;
  obj_id: number;
  dttm: Timestamp;
}

export interface ReportsTable extends Audit {
  id: Generated<number>;
  type: ReportType;
  name: string;
  description: string | null;
  active: Bool;
  crontab: string;
  timezone: string;
  creation_method: CreationMethod;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  sql: string | null;
  validator_type: ValidatorType | null;
  validator_config_json: string | null;
  report_format: ReportFormat;
  force_screenshot: Bool;
  grace_period: number;
  working_timeout: number;
  log_retention: number;
  custom_width: number | null;
  extra: string | null;
  last_state: string;
  last_eval_dttm: Timestamp | null;
  last_value: number | null;
  last_value_row_json: string | null;
}

export interface ReportOwnersTable {
  report_id: number;
  user_id: number;
}

export interface ReportRecipientsTable {
  id: Generated<number>;
  report_id: number;
  type: RecipientType;
  recipient_config_json: string;
}

export interface ReportExecutionLogsTable {
  id: Generated<number>;
  uuid: string;
  report_id: number;
  scheduled_dttm: Timestamp;
  start_dttm: Timestamp | null;
  end_dttm: Timestamp | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}

export interface FilterSetsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  name: string;
  description: string | null;
  json_metadata: string;
  /** A user id for 'User' sets and the dashboard id for 'Dashboard' sets. */
  owner_id: number;
  /** 'User' or 'Dashboard' (dashboard-filters/filter-set-owners.ts). */
  owner_type: string;
  dashboard_id: number;
  /** 0/1 (migration 20261126_0007_filter_sets). */
  is_primary: Generated<number>;
}

export interface KeyValuesTable {
  id: Generated<number>;
  uuid: string;
  resource: string;
  value: string;
  created_on: Timestamp;
  created_by_fk: number | null;
  expires_on: Timestamp | null;
}

export interface LogsTable {
  id: Generated<number>;
  action: string;
  user_id: number | null;
  dashboard_id: number | null;
  slice_id: number | null;
  json: string | null;
  dttm: Timestamp;
  duration_ms: number | null;
  referrer: string | null;
  /** The actor's username when the row was written (a failed sign-in's attempted name). */
  username: string | null;
  ip_address: string | null;
  user_agent: string | null;
  object_type: string | null;
  object_id: string | null;
}

export interface SavedQueriesTable extends Audit {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  db_id: number;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string;
  template_parameters: string | null;
  extra_json: string | null;
  last_run: Timestamp | null;
  rows: number | null;
}

/** Migration 20261123_0004_annotation_layers. */
export interface AnnotationLayersTable extends Audit {
  id: Generated<number>;
  uuid: string;
  name: string;
  descr: string | null;
}

export interface AnnotationsTable extends Audit {
  id: Generated<number>;
  uuid: string;
  layer_id: number;
  /** Naive UTC `YYYY-MM-DDTHH:mm:ss` (annotation-layers/annotation-time.ts). */
  start_dttm: Timestamp;
  end_dttm: Timestamp;
  short_descr: string;
  long_descr: string | null;
  json_metadata: string | null;
}

/** Migration 20261124_0005_dynamic_plugins. */
export interface DynamicPluginsTable extends Audit {
  id: Generated<number>;
  name: string;
  /** The chart type's `viz_type`, the key the web registry looks plugins up by. */
  key: string;
  /** An http(s) URL or a same-origin path; checked by bundle-url.ts before it is stored. */
  bundle_url: string;
}

/** Migration 20261125_0006_row_level_security. */
export interface RowLevelSecurityFiltersTable extends Audit {
  id: Generated<number>;
  name: string;
  description: string | null;
  filter_type: RlsFilterType;
  group_key: string | null;
  clause: string;
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

export interface MetadataSchema {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  user_sessions: UserSessionsTable;
  permissions: PermissionsTable;
  view_menus: ViewMenusTable;
  permission_views: PermissionViewsTable;
  role_permission_views: RolePermissionViewsTable;
  databases: DatabasesTable;
  datasets: DatasetsTable;
  dataset_columns: DatasetColumnsTable;
  dataset_metrics: DatasetMetricsTable;
  charts: ChartsTable;
  dashboards: DashboardsTable;
  dataset_owners: DatasetOwnersTable;
  chart_owners: ChartOwnersTable;
  dashboard_owners: DashboardOwnersTable;
  dashboard_roles: DashboardRolesTable;
  dashboard_charts: DashboardChartsTable;
  favorites: FavoritesTable;
  reports: ReportsTable;
  report_owners: ReportOwnersTable;
  report_recipients: ReportRecipientsTable;
  report_execution_logs: ReportExecutionLogsTable;
  filter_sets: FilterSetsTable;
  key_values: KeyValuesTable;
  logs: LogsTable;
  saved_queries: SavedQueriesTable;
  annotation_layers: AnnotationLayersTable;
  annotations: AnnotationsTable;
  dynamic_plugins: DynamicPluginsTable;
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_tables: RlsFilterTablesTable;
  rls_filter_roles: RlsFilterRolesTable;
  queries: QueriesTable;
  tab_state: TabStateTable;
  embedded_dashboards: EmbeddedDashboardsTable;
}

export type UserRow = Selectable<UsersTable>;
export type DatabaseRow = Selectable<DatabasesTable>;
export type NewDatabaseRow = Insertable<DatabasesTable>;
export type DatasetRow = Selectable<DatasetsTable>;
export type NewDatasetRow = Insertable<DatasetsTable>;
export type DatasetUpdate = Updateable<DatasetsTable>;
export type DatasetColumnRow = Selectable<DatasetColumnsTable>;
export type NewDatasetColumnRow = Insertable<DatasetColumnsTable>;
export type DatasetMetricRow = Selectable<DatasetMetricsTable>;
export type NewDatasetMetricRow = Insertable<DatasetMetricsTable>;
export type ChartRow = Selectable<ChartsTable>;
export type DashboardRow = Selectable<DashboardsTable>;
export type SavedQueryRow = Selectable<SavedQueriesTable>;
export type FilterSetRow = Selectable<FilterSetsTable>;
export type AnnotationLayerRow = Selectable<AnnotationLayersTable>;
export type AnnotationRow = Selectable<AnnotationsTable>;
export type DynamicPluginRow = Selectable<DynamicPluginsTable>;
export type RlsFilterRow = Selectable<RowLevelSecurityFiltersTable>;
export type QueryRow = Selectable<QueriesTable>;
export type TabStateRow = Selectable<TabStateTable>;
