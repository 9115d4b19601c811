/**
 * Superset's `datasource.data`: the dataset JSON the chart editor and dashboards consume
 * (`/datasource/get/table/{id}/`, `/dashboard/{id}/datasets`), with its derived helpers:
 * verbose_map, column_formats, order_by_choices, granularity and time-grain choices.
 */
import type {
  Datasource,
  DatasourceColumnResponse,
  DatasourceMetricResponse,
} from '@panorama/core/schemas/dataset';
import type { DatasetColumnRow, DatasetMetricRow } from '../../store/schema';
import { getTypeGeneric } from '@panorama/core/columns/type-names';
import { datasetViewMenu } from '../../security/permission-catalog';
import { selectStar } from '../databases/select-star';
import { isJsonObject, parseJsonObject } from '@panorama/core/json/json-object';
import { certificationOf } from './dataset-extra';
import { currencyValue, datasetKind, exploreUrl, type DatasetBundle } from './dataset-bundle';
import { timeGrainChoices } from './time-grains';

export function columnData(c: DatasetColumnRow): DatasourceColumnResponse {
  return {
    id: c.id,
    uuid: c.uuid,
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    description: c.description,
    expression: c.expression,
    filterable: c.filterable === 1,
    groupby: c.groupby === 1,
    is_dttm: c.is_dttm === 1,
    is_active: c.is_active === 1,
    type: c.type,
    type_generic: getTypeGeneric(c.type),
    advanced_data_type: c.advanced_data_type,
    python_date_format: c.python_date_format,
    ...certificationOf(c.extra),
    extra: c.extra,
  };
}

export function metricData(m: DatasetMetricRow): DatasourceMetricResponse {
  return {
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    metric_type: m.metric_type,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: currencyValue(m.currency),
    warning_text: m.warning_text,
    ...certificationOf(m.extra),
    extra: m.extra,
  };
}

function byName<T extends { column_name?: string; metric_name?: string }>(
  items: T[],
  key: 'column_name' | 'metric_name',
): T[] {
  return [...items].sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')));
}

/** `{name: label}` for metrics and columns, with Superset's `__timestamp` entry. */
export function verboseMap(b: DatasetBundle): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const m of b.metrics) map[m.metric_name] = m.verbose_name || m.metric_name;
  for (const c of b.columns) map[c.column_name] = c.verbose_name || c.column_name;
  return map;
}

export function datasourceData(b: DatasetBundle): Datasource {
  const { row, database } = b;
  const extra = parseJsonObject(row.extra);
  const cert = certificationOf(row.extra);
  const columns = byName(b.columns, 'column_name');
  const metrics = byName(b.metrics, 'metric_name');
  const dttmColumns = columns.filter((c) => c.is_dttm === 1).map((c) => c.column_name);
  const healthCheck = isJsonObject(extra.health_check) ? extra.health_check : {};
  const physical = datasetKind(row) === 'physical';
  return {
    id: row.id,
    uid: `${row.id}__table`,
    type: 'table',
    datasource_type: 'table',
    kind: datasetKind(row),
    name: row.schema ? `${row.schema}.${row.table_name}` : row.table_name,
    table_name: row.table_name,
    datasource_name: row.table_name,
    schema: row.schema,
    catalog: row.catalog,
    database: {
      id: database.id,
      database_name: database.database_name,
      name: database.database_name,
      backend: database.backend,
      allows_subquery: true,
      allows_virtual_table_explore:
        parseJsonObject(database.extra).allows_virtual_table_explore !== false,
      disable_data_preview: parseJsonObject(database.extra).disable_data_preview === true,
    },
    columns: columns.map(columnData),
    metrics: metrics.map(metricData),
    main_dttm_col: row.main_dttm_col,
    owners: b.owners.map((o) => o.id),
    sql: row.sql,
    description: row.description,
    extra: row.extra,
    params: row.params,
    cache_timeout: row.cache_timeout,
    offset: row.offset,
    default_endpoint: row.default_endpoint,
    filter_select: row.filter_select_enabled === 1,
    filter_select_enabled: row.filter_select_enabled === 1,
    fetch_values_predicate: row.fetch_values_predicate,
    template_params: row.template_params,
    is_sqllab_view: row.is_sqllab_view === 1,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    normalize_columns: row.normalize_columns === 1,
    always_filter_main_dttm: row.always_filter_main_dttm === 1,
    health_check_message: typeof healthCheck.message === 'string' ? healthCheck.message : null,
    certified_by: cert.certified_by,
    certification_details: cert.certification_details,
    warning_markdown: cert.warning_markdown,
    select_star: physical ? selectStar(database.backend, row.table_name, row.schema) : null,
    edit_url: `/tablemodelview/edit/${row.id}`,
    url: `/tablemodelview/edit/${row.id}`,
    explore_url: exploreUrl(row),
    perm: datasetViewMenu(database, row),
    verbose_map: verboseMap(b),
    column_formats: Object.fromEntries(
      metrics.flatMap((m) => (m.d3format ? [[m.metric_name, m.d3format]] : [])),
    ),
    currency_formats: Object.fromEntries(
      metrics.filter((m) => m.currency).map((m) => [m.metric_name, currencyValue(m.currency)]),
    ),
    order_by_choices: columns.flatMap((c) => [
      [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
      [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
    ]),
    granularity_sqla: dttmColumns.map((name) => [name, name]),
    time_grain_sqla: timeGrainChoices(database.backend),
  };
}
