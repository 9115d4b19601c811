/**
 * A dashboard bundle written by hand the way Superset 4.x exports one (PyYAML safe_dump layout,
 * Superset's field lists and legacy names): a SQLite database (file inside DATA_DIR), a dataset
 * with columns and metrics, two charts (params as a mapping, query_context as JSON text) and a
 * dashboard whose layout names its charts by Superset's ids AND uuids, with native filters, cross
 * filters and refresh settings that carry Superset's ids.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildZip } from '../../src/modules/import-export/zip-test-support';

export const FIXTURE_DB_FILE = 'superset_fixture.db';
export const UUIDS = {
  database: 'a2dc77af-e654-49bb-b321-40f6b559a1ee',
  dataset: '5f1d3b0c-7d8e-4a5b-9c2d-1e0f2a3b4c5d',
  chartA: 'c0a80001-0000-4000-8000-00000000000a',
  chartB: 'c0a80001-0000-4000-8000-00000000000b',
  dashboard: 'd45b0a12-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
};
/** The ids the objects had in the Superset that exported them. */
export const SUPERSET_IDS = { database: 3, dataset: 7, chartA: 42, chartB: 43, dashboard: 5 };

/** Creates the SQLite file the fixture's database points at. */
export function createFixtureDatabase(dataDir: string): void {
  const db = new Database(path.join(dataDir, FIXTURE_DB_FILE));
  db.exec(
    "CREATE TABLE IF NOT EXISTS sales (region TEXT, amount INTEGER, sold_at TEXT); INSERT INTO sales VALUES ('EU', 10, '2024-01-01')",
  );
  db.close();
}

export const METADATA_YAML = `version: 1.0.0
type: Dashboard
timestamp: '2024-05-02T09:30:12.345678+00:00'
`;

export function databaseYaml(uri = `sqlite:///${FIXTURE_DB_FILE}`): string {
  return `database_name: sales_db
sqlalchemy_uri: ${uri}
cache_timeout: null
expose_in_sqllab: true
allow_run_async: false
allow_ctas: false
allow_cvas: false
allow_dml: false
allow_csv_upload: true
extra:
  metadata_params: {}
  engine_params: {}
  metadata_cache_timeout: {}
  schemas_allowed_for_csv_upload:
  - main
  allows_virtual_table_explore: true
impersonate_user: false
uuid: ${UUIDS.database}
version: 1.0.0
`;
}

export function datasetYaml(overrides = ''): string {
  return `table_name: sales
main_dttm_col: sold_at
description: Sales by region
default_endpoint: null
offset: 0
cache_timeout: null
schema: main
sql: null
params: null
template_params: null
filter_select_enabled: true
fetch_values_predicate: null
extra:
  warning_markdown: Check the totals
normalize_columns: false
always_filter_main_dttm: false
uuid: ${UUIDS.dataset}
metrics:
- metric_name: count
  verbose_name: COUNT(*)
  metric_type: count
  expression: COUNT(*)
  description: null
  d3format: null
  currency: null
  extra: {}
  warning_text: null
- metric_name: total_amount
  verbose_name: Total amount
  metric_type: sum
  expression: SUM(amount)
  description: Sum of the amounts
  d3format: ',d'
  currency:
    symbol: EUR
    symbolPosition: suffix
  extra:
    warning_markdown: ''
  warning_text: null
columns:
- column_name: sold_at
  verbose_name: Sold at
  is_dttm: true
  is_active: true
  type: TEXT
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: '%Y-%m-%d'
  extra: {}
- column_name: region
  verbose_name: null
  is_dttm: false
  is_active: true
  type: TEXT
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: {}
- column_name: amount
  verbose_name: null
  is_dttm: false
  is_active: true
  type: INTEGER
  advanced_data_type: null
  groupby: false
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: {}
version: 1.0.0
database_uuid: ${UUIDS.database}
data: http://169.254.169.254/latest/meta-data/
${overrides}`;
}

export const CHART_A_QUERY_CONTEXT = {
  datasource: { id: 7, type: 'table' },
  force: false,
  queries: [{ columns: ['region'], metrics: ['total_amount'], row_limit: 100 }],
  form_data: { datasource: '7__table', viz_type: 'pie', slice_id: 42 },
  result_format: 'json',
  result_type: 'full',
};

export const CHART_A_YAML = `slice_name: Sales by region
description: null
certified_by: Data team
certification_details: Checked monthly
viz_type: pie
params:
  datasource: 7__table
  viz_type: pie
  slice_id: 42
  groupby:
  - region
  metric: total_amount
  adhoc_filters: []
  row_limit: 100
query_context: '${JSON.stringify(CHART_A_QUERY_CONTEXT)}'
cache_timeout: null
uuid: ${UUIDS.chartA}
version: 1.0.0
dataset_uuid: ${UUIDS.dataset}
tags: []
`;

export const CHART_B_YAML = `slice_name: Sales over time
description: Monthly totals
certified_by: null
certification_details: null
viz_type: echarts_timeseries_line
params:
  datasource: 7__table
  viz_type: echarts_timeseries_line
  x_axis: sold_at
  time_grain_sqla: P1M
  metrics:
  - total_amount
query_context: null
cache_timeout: 600
uuid: ${UUIDS.chartB}
version: 1.0.0
dataset_uuid: ${UUIDS.dataset}
`;

export const DASHBOARD_YAML = `dashboard_title: Sales
description: null
css: ''
slug: sales
certified_by: ''
certification_details: ''
published: true
uuid: ${UUIDS.dashboard}
position:
  CHART-abc:
    children: []
    id: CHART-abc
    meta:
      chartId: 42
      height: 50
      sliceName: Sales by region
      uuid: ${UUIDS.chartA}
      width: 4
    parents:
    - ROOT_ID
    - GRID_ID
    - ROW-xyz
    type: CHART
  CHART-def:
    children: []
    id: CHART-def
    meta:
      chartId: 43
      height: 50
      sliceName: Sales over time
      uuid: ${UUIDS.chartB}
      width: 8
    parents:
    - ROOT_ID
    - GRID_ID
    - ROW-xyz
    type: CHART
  DASHBOARD_VERSION_KEY: v2
  DYNAMIC-ext:
    children: []
    id: DYNAMIC-ext
    meta:
      background: BACKGROUND_TRANSPARENT
      componentKey: acme.weather_widget
      height: 40
      width: 12
    parents:
    - ROOT_ID
    - GRID_ID
    type: DYNAMIC
  GRID_ID:
    children:
    - ROW-xyz
    - DYNAMIC-ext
    id: GRID_ID
    parents:
    - ROOT_ID
    type: GRID
  HEADER_ID:
    id: HEADER_ID
    meta:
      text: Sales
    type: HEADER
  ROOT_ID:
    children:
    - GRID_ID
    id: ROOT_ID
    type: ROOT
  ROW-xyz:
    children:
    - CHART-abc
    - CHART-def
    id: ROW-xyz
    meta:
      background: BACKGROUND_TRANSPARENT
    parents:
    - ROOT_ID
    - GRID_ID
    type: ROW
metadata:
  color_scheme: supersetColors
  refresh_frequency: 0
  expanded_slices: {}
  label_colors: {}
  timed_refresh_immune_slices:
  - 43
  cross_filters_enabled: true
  default_filters: '{}'
  chart_configuration:
    '42':
      id: 42
      crossFilters:
        scope: global
        chartsInScope:
        - 43
  global_chart_configuration:
    scope:
      rootPath:
      - ROOT_ID
      excluded: []
    chartsInScope:
    - 42
    - 43
  native_filter_configuration:
  - id: NATIVE_FILTER-region
    controlValues:
      enableEmptyFilter: false
    name: Region
    filterType: filter_select
    targets:
    - column:
        name: region
      datasetUuid: ${UUIDS.dataset}
    defaultDataMask:
      filterState:
        value: null
    cascadeParentIds: []
    scope:
      rootPath:
      - ROOT_ID
      excluded:
      - 43
    type: NATIVE_FILTER
    description: ''
    chartsInScope:
    - 42
    tabsInScope: []
  shared_label_colors: {}
  color_scheme_domain: []
  show_native_filters: true
version: 1.0.0
theme_uuid: null
tags: []
`;

export interface FixtureFiles {
  metadata?: string | null;
  database?: string | null;
  dataset?: string | null;
  chartA?: string | null;
  chartB?: string | null;
  dashboard?: string | null;
}

/** The bundle ZIP as Superset names its members; a file set to null is left out. */
export async function supersetDashboardBundle(files: FixtureFiles = {}): Promise<Buffer> {
  const root = 'dashboard_export_20240502T093012';
  const members: [string, string | null | undefined, string][] = [
    ['metadata.yaml', files.metadata, METADATA_YAML],
    ['dashboards/Sales_5.yaml', files.dashboard, DASHBOARD_YAML],
    ['charts/Sales_by_region_42.yaml', files.chartA, CHART_A_YAML],
    ['datasets/sales_db/sales_7.yaml', files.dataset, datasetYaml()],
    ['databases/sales_db.yaml', files.database, databaseYaml()],
    ['charts/Sales_over_time_43.yaml', files.chartB, CHART_B_YAML],
  ];
  return buildZip(
    members
      .filter(([, override]) => override !== null)
      .map(([name, override, text]) => ({ name: `${root}/${name}`, data: override ?? text })),
  );
}
