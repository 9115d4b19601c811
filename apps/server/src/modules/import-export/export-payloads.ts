/**
 * The YAML payload of each exported object, with Superset's export transformations:
 * the model's export fields plus `uuid` and `version`; JSON text fields decoded into mappings;
 * references by uuid (`database_uuid`, `dataset_uuid`); databases with the password masked, the
 * legacy `allow_csv_upload` / `schemas_allowed_for_csv_upload` names; dashboards with `position`
 * and `metadata` in place of position_json / json_metadata.
 */
import { publicExtra } from '../databases/configuration-method';
import { maskedUri } from '../databases/database-uris';
import type {
  ChartRow,
  DashboardRow,
  DatabaseRow,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
  SavedQueryRow,
} from '../../store/schema';
import { IMPORT_VERSION } from './import-schemas';
import { decodeJsonObject, exportMetadata, exportPosition, type ChartRef } from './dashboard-refs';

type Payload = Record<string, unknown>;

const flag = (value: number): boolean => value === 1;

/**
 * A JSON text field as exported: decoded when it holds JSON, kept as text when it does not (as
 * Superset logs and keeps it), null when empty.
 */
function decodedOrText(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The keys Superset's importer accepts in a database's `extra`: its schema refuses any other, so
 * a key only this server reads (such as `query_timeout`) is left out of the bundle.
 */
const SUPERSET_DATABASE_EXTRA_KEYS = new Set([
  'metadata_params',
  'engine_params',
  'metadata_cache_timeout',
  'schemas_allowed_for_csv_upload',
  'cost_estimate_enabled',
  'allows_virtual_table_explore',
  'cancel_query_on_windows_unload',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'version',
]);

export function databasePayload(row: DatabaseRow): Payload {
  // The v1 schema keeps the names from before Superset renamed "csv" upload to "file" upload.
  const extra = Object.fromEntries(
    Object.entries(decodeJsonObject(publicExtra(row.extra ?? '{}')))
      .map(([key, value]): [string, unknown] => [
        key === 'schemas_allowed_for_file_upload' ? 'schemas_allowed_for_csv_upload' : key,
        value,
      ])
      .filter(([key]) => SUPERSET_DATABASE_EXTRA_KEYS.has(key)),
  );
  return {
    database_name: row.database_name,
    sqlalchemy_uri: maskedUri(row),
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: flag(row.expose_in_sqllab),
    allow_run_async: flag(row.allow_run_async),
    allow_ctas: flag(row.allow_ctas),
    allow_cvas: flag(row.allow_cvas),
    allow_dml: flag(row.allow_dml),
    allow_csv_upload: flag(row.allow_file_upload),
    extra,
    impersonate_user: flag(row.impersonate_user),
    uuid: row.uuid,
    version: IMPORT_VERSION,
  };
}

function columnPayload(column: DatasetColumnRow): Payload {
  return {
    column_name: column.column_name,
    verbose_name: column.verbose_name,
    is_dttm: flag(column.is_dttm),
    is_active: flag(column.is_active),
    type: column.type,
    advanced_data_type: column.advanced_data_type,
    groupby: flag(column.groupby),
    filterable: flag(column.filterable),
    expression: column.expression,
    description: column.description,
    python_date_format: column.python_date_format,
    extra: decodedOrText(column.extra),
  };
}

function metricPayload(metric: DatasetMetricRow): Payload {
  return {
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    metric_type: metric.metric_type,
    expression: metric.expression,
    description: metric.description,
    d3format: metric.d3format,
    // The stored JSON text: Superset 3.x and 4.x read a metric's currency as a string (5.x
    // decodes that string itself), so the text imports everywhere.
    currency: metric.currency,
    extra: decodedOrText(metric.extra),
    warning_text: metric.warning_text,
  };
}

export function datasetPayload(
  row: DatasetRow,
  columns: DatasetColumnRow[],
  metrics: DatasetMetricRow[],
  databaseUuid: string,
): Payload {
  return {
    table_name: row.table_name,
    main_dttm_col: row.main_dttm_col,
    description: row.description,
    default_endpoint: row.default_endpoint,
    offset: row.offset,
    cache_timeout: row.cache_timeout,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    params: decodedOrText(row.params),
    template_params: decodedOrText(row.template_params),
    filter_select_enabled: flag(row.filter_select_enabled),
    fetch_values_predicate: row.fetch_values_predicate,
    extra: decodedOrText(row.extra),
    normalize_columns: flag(row.normalize_columns),
    always_filter_main_dttm: flag(row.always_filter_main_dttm),
    uuid: row.uuid,
    metrics: metrics.map(metricPayload),
    columns: columns.map(columnPayload),
    version: IMPORT_VERSION,
    database_uuid: databaseUuid,
  };
}

export function chartPayload(row: ChartRow, datasetUuid: string | undefined): Payload {
  return {
    slice_name: row.slice_name,
    description: row.description,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    viz_type: row.viz_type,
    // Superset's schema refuses null form data; a chart saved without any has none to lose.
    params: decodedOrText(row.params) ?? {},
    query_context: row.query_context,
    cache_timeout: row.cache_timeout,
    uuid: row.uuid,
    version: IMPORT_VERSION,
    ...(datasetUuid ? { dataset_uuid: datasetUuid } : {}),
  };
}

export function dashboardPayload(
  row: DashboardRow,
  members: ChartRef[],
  datasetUuids: Map<number, string>,
): Payload {
  return {
    dashboard_title: row.dashboard_title,
    description: row.description,
    css: row.css,
    slug: row.slug,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    published: flag(row.published),
    uuid: row.uuid,
    position: exportPosition(row.position_json, row.dashboard_title, members),
    metadata: exportMetadata(row.json_metadata, datasetUuids),
    version: IMPORT_VERSION,
  };
}

/**
 * Superset exports a saved query's catalog, schema, label, description and SQL only: its import
 * schema refuses any other field, template parameters included.
 */
export function savedQueryPayload(row: SavedQueryRow, databaseUuid: string): Payload {
  return {
    catalog: row.catalog,
    schema: row.schema,
    label: row.label,
    description: row.description,
    sql: row.sql,
    uuid: row.uuid,
    version: IMPORT_VERSION,
    database_uuid: databaseUuid,
  };
}
