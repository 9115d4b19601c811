/** The dataset REST API's row shapes: list rows and the detail (`GET /api/v1/dataset/{id}`). */
import type { DatasetDetail, DatasetListRow } from '@panorama/core/schemas/dataset';
import { humanizeDelta } from '../shared/humanize-time';
import { fullName } from '../shared/user-refs';
import { certificationOf } from './dataset-extra';
import { datasetKind, exploreUrl, type DatasetBundle } from './dataset-bundle';
import { columnData, datasourceData, metricData } from './datasource-data';

export const DATASET_LIST_COLUMNS = [
  'id',
  'uuid',
  'table_name',
  'schema',
  'catalog',
  'database',
  'kind',
  'sql',
  'owners',
  'description',
  'main_dttm_col',
  'extra',
  'changed_on',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'changed_by_name',
  'changed_by',
  'created_by',
  'created_on_delta_humanized',
  'datasource_type',
  'explore_url',
  'default_endpoint',
  'is_managed_externally',
  'external_url',
  'certified_by',
  'certification_details',
  'warning_markdown',
];

export function listRow(b: DatasetBundle): DatasetListRow {
  const { row, database } = b;
  const cert = certificationOf(row.extra);
  return {
    id: row.id,
    uuid: row.uuid,
    table_name: row.table_name,
    schema: row.schema,
    catalog: row.catalog,
    database: { id: database.id, database_name: database.database_name, backend: database.backend },
    kind: datasetKind(row),
    sql: row.sql,
    owners: b.owners,
    description: row.description,
    main_dttm_col: row.main_dttm_col,
    extra: row.extra,
    changed_on: row.changed_on,
    changed_on_utc: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    changed_by_name: fullName(b.changedBy ?? undefined),
    changed_by: b.changedBy,
    created_by: b.createdBy,
    created_on_delta_humanized: humanizeDelta(row.created_on),
    datasource_type: 'table',
    explore_url: exploreUrl(row),
    default_endpoint: row.default_endpoint,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    certified_by: cert.certified_by,
    certification_details: cert.certification_details,
    warning_markdown: cert.warning_markdown,
  };
}

/** The detail: the list row, the datasource JSON's derived fields, and full columns and metrics. */
export function detailRow(b: DatasetBundle): DatasetDetail {
  const { row } = b;
  const data = datasourceData(b);
  return {
    ...data,
    ...listRow(b),
    database: data.database,
    created_on: row.created_on,
    changed_on_humanized: humanizeDelta(row.changed_on),
    created_on_humanized: humanizeDelta(row.created_on),
    cache_timeout: row.cache_timeout,
    offset: row.offset,
    params: row.params,
    template_params: row.template_params,
    columns: b.columns.map((c) => ({
      ...columnData(c),
      changed_on: c.changed_on,
      created_on: c.created_on,
    })),
    metrics: b.metrics.map((m) => ({
      ...metricData(m),
      changed_on: m.changed_on,
      created_on: m.created_on,
    })),
  };
}
