/**
 * The stored rows an imported file becomes, with the model defaults Superset applies to absent
 * fields (a database is exposed in SQL Lab, a column is active, groupable and filterable, a
 * dataset's filter select is enabled...) and the inverse of the export transformations: mappings
 * back to JSON text, `allow_csv_upload` back to allow_file_upload, references by uuid back to ids.
 */
import crypto from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type {
  ChartsTable,
  DashboardsTable,
  DatabasesTable,
  DatasetsTable,
  NewDatasetColumnRow,
  SavedQueriesTable,
  NewDatasetMetricRow,
} from '../../store/schema';
import { normalizeSlug, normalizeTitle } from '../dashboards/dashboards.service';
import { isJsonObject } from '@panorama/core/json/json-object';
import type {
  ChartConfig,
  DashboardConfig,
  DatabaseConfig,
  DatasetColumnConfig,
  DatasetConfig,
  DatasetMetricConfig,
  SavedQueryConfig,
} from './import-schemas';

type Bool = boolean | null | undefined;
const bit = (value: Bool, fallback: boolean): number => ((value ?? fallback) ? 1 : 0);
const blankToNull = (text: string | null | undefined): string | null =>
  text && text.trim() ? text.trim() : null;
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/** A mapping field back to the JSON text the store keeps; absent or null stays null. */
function jsonText(value: Record<string, unknown> | null | undefined): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export interface Audit {
  now: string;
  userId: number;
}

export interface StoredConnection {
  uriWithoutPassword: string;
  passwordEncrypted: string | null;
  backend: string;
}

/** The database `extra` as stored: the v1 name `schemas_allowed_for_csv_upload` renamed back. */
export function databaseExtraText(extra: Record<string, unknown> | null | undefined): string {
  if (!extra) return '{}';
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(extra).map(([key, value]) => [
        key === 'schemas_allowed_for_csv_upload' ? 'schemas_allowed_for_file_upload' : key,
        value,
      ]),
    ),
  );
}

export function databaseValues(
  config: DatabaseConfig,
  connection: StoredConnection,
  audit: Audit,
): Omit<Insertable<DatabasesTable>, 'uuid' | 'created_on' | 'created_by_fk'> {
  return {
    database_name: config.database_name,
    sqlalchemy_uri: connection.uriWithoutPassword,
    password_encrypted: connection.passwordEncrypted,
    backend: connection.backend,
    expose_in_sqllab: bit(config.expose_in_sqllab, true),
    allow_run_async: bit(config.allow_run_async, false),
    allow_dml: bit(config.allow_dml, false),
    allow_file_upload: bit(config.allow_csv_upload ?? config.allow_file_upload, false),
    allow_ctas: bit(config.allow_ctas, false),
    allow_cvas: bit(config.allow_cvas, false),
    impersonate_user: bit(config.impersonate_user, false),
    cache_timeout: orNull(config.cache_timeout),
    extra: databaseExtraText(config.extra),
    is_managed_externally: bit(config.is_managed_externally, false),
    external_url: orNull(config.external_url),
    changed_on: audit.now,
    changed_by_fk: audit.userId,
  };
}

export function datasetValues(
  config: DatasetConfig,
  databaseId: number,
  sqlText: string | null,
  audit: Audit,
): Updateable<DatasetsTable> & Omit<Insertable<DatasetsTable>, 'uuid' | 'created_on'> {
  return {
    table_name: config.table_name,
    database_id: databaseId,
    catalog: blankToNull(config.catalog),
    schema: blankToNull(config.schema),
    sql: sqlText,
    main_dttm_col: orNull(config.main_dttm_col),
    description: orNull(config.description),
    default_endpoint: blankToNull(config.default_endpoint),
    offset: config.offset ?? 0,
    cache_timeout: orNull(config.cache_timeout),
    params: jsonText(config.params),
    template_params: jsonText(config.template_params),
    filter_select_enabled: bit(config.filter_select_enabled, true),
    fetch_values_predicate: orNull(config.fetch_values_predicate),
    extra: jsonText(config.extra),
    is_sqllab_view: 0,
    is_managed_externally: bit(config.is_managed_externally, false),
    external_url: orNull(config.external_url),
    normalize_columns: bit(config.normalize_columns, false),
    always_filter_main_dttm: bit(config.always_filter_main_dttm, false),
    changed_on: audit.now,
    changed_by_fk: audit.userId,
  };
}

export function columnValues(
  column: DatasetColumnConfig,
  now: string,
): Omit<NewDatasetColumnRow, 'uuid' | 'dataset_id' | 'created_on'> {
  return {
    column_name: column.column_name,
    verbose_name: orNull(column.verbose_name),
    type: orNull(column.type),
    advanced_data_type: orNull(column.advanced_data_type),
    is_dttm: bit(column.is_dttm, false),
    is_active: bit(column.is_active, true),
    groupby: bit(column.groupby, true),
    filterable: bit(column.filterable, true),
    expression: column.expression?.trim() ? column.expression : null,
    description: orNull(column.description),
    python_date_format: orNull(column.python_date_format),
    extra: jsonText(column.extra),
    changed_on: now,
  };
}

/** What a new column or metric row of a dataset adds to its values: its identity and creation time. */
function newDatasetChild<V>(datasetId: number, now: string, values: V) {
  return { uuid: crypto.randomUUID(), dataset_id: datasetId, created_on: now, ...values };
}

export function newColumnRow(
  datasetId: number,
  column: DatasetColumnConfig,
  now: string,
): NewDatasetColumnRow {
  return newDatasetChild(datasetId, now, columnValues(column, now));
}

function currencyText(currency: DatasetMetricConfig['currency']): string | null {
  if (currency === null || currency === undefined) return null;
  return isJsonObject(currency) ? JSON.stringify(currency) : currency;
}

export function metricValues(
  metric: DatasetMetricConfig,
  now: string,
): Omit<NewDatasetMetricRow, 'uuid' | 'dataset_id' | 'created_on'> {
  return {
    metric_name: metric.metric_name,
    verbose_name: orNull(metric.verbose_name),
    metric_type: orNull(metric.metric_type),
    expression: metric.expression,
    description: orNull(metric.description),
    d3format: orNull(metric.d3format),
    currency: currencyText(metric.currency),
    warning_text: orNull(metric.warning_text),
    extra: jsonText(metric.extra),
    changed_on: now,
  };
}

export function newMetricRow(
  datasetId: number,
  metric: DatasetMetricConfig,
  now: string,
): NewDatasetMetricRow {
  return newDatasetChild(datasetId, now, metricValues(metric, now));
}

/**
 * A chart's saved query context, pointed at the dataset (and chart) ids of this installation.
 * Superset's importer drops it instead; keeping it with the ids fixed saves the next client a
 * rebuild, and a context that is not a JSON object is dropped as Superset would.
 */
export function rebindQueryContext(
  text: string | null | undefined,
  datasetId: number,
  chartId: number | null,
): string | null {
  if (!text) return null;
  let context: unknown;
  try {
    context = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isJsonObject(context)) return null;
  if (isJsonObject(context.datasource)) context.datasource = { id: datasetId, type: 'table' };
  const formData = context.form_data;
  if (isJsonObject(formData)) {
    if ('datasource' in formData) formData.datasource = `${datasetId}__table`;
    if (chartId !== null && 'slice_id' in formData) formData.slice_id = chartId;
  }
  return JSON.stringify(context);
}

export function chartValues(
  config: ChartConfig,
  datasetId: number,
  chartId: number | null,
  audit: Audit,
): Omit<Insertable<ChartsTable>, 'uuid' | 'created_on' | 'created_by_fk'> {
  const certifiedBy = blankToNull(config.certified_by);
  return {
    slice_name: config.slice_name,
    viz_type: config.viz_type,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ ...(config.params ?? {}), datasource: `${datasetId}__table` }),
    query_context: rebindQueryContext(config.query_context, datasetId, chartId),
    description: orNull(config.description),
    cache_timeout: orNull(config.cache_timeout),
    certified_by: certifiedBy,
    certification_details: certifiedBy ? orNull(config.certification_details) : null,
    is_managed_externally: bit(config.is_managed_externally, false),
    external_url: orNull(config.external_url),
    changed_on: audit.now,
    changed_by_fk: audit.userId,
    last_saved_at: audit.now,
    last_saved_by_fk: audit.userId,
  };
}

export function dashboardValues(
  config: DashboardConfig,
  position: Record<string, unknown> | null,
  metadata: Record<string, unknown> | null,
  audit: Audit,
): Omit<Insertable<DashboardsTable>, 'uuid' | 'created_on' | 'created_by_fk'> {
  const certifiedBy = blankToNull(config.certified_by);
  return {
    dashboard_title: normalizeTitle(config.dashboard_title),
    slug: normalizeSlug(config.slug),
    position_json: jsonText(position),
    json_metadata: jsonText(metadata),
    css: orNull(config.css),
    description: orNull(config.description),
    published: bit(config.published, false),
    certified_by: certifiedBy,
    certification_details: certifiedBy ? orNull(config.certification_details) : null,
    is_managed_externally: bit(config.is_managed_externally, false),
    external_url: orNull(config.external_url),
    changed_on: audit.now,
    changed_by_fk: audit.userId,
  };
}

/** SQL Lab's name for a query nobody named; Superset lets a saved query go without a label. */
export const UNNAMED_SAVED_QUERY = 'Untitled Query';

/**
 * A saved query's stored values: owned by the importer, on the database imported or reused for it.
 * An overwritten query keeps its template parameters, extras and last run (a bundle has none).
 */
export function savedQueryValues(
  config: SavedQueryConfig,
  databaseId: number,
  audit: Audit,
): Omit<Insertable<SavedQueriesTable>, 'uuid' | 'created_on' | 'created_by_fk'> {
  return {
    user_id: audit.userId,
    db_id: databaseId,
    catalog: blankToNull(config.catalog),
    schema: blankToNull(config.schema),
    label: config.label?.trim() ? config.label : UNNAMED_SAVED_QUERY,
    description: orNull(config.description),
    sql: config.sql,
    changed_on: audit.now,
    changed_by_fk: audit.userId,
  };
}
