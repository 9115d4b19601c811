/** Dataset JSON builders shared by unit tests: a column, a metric and a dataset with defaults. */
import type { DatasourceColumn, DatasourceJson, DatasourceMetric } from '../models/datasourceTypes';

export function testColumn(over: Partial<DatasourceColumn> = {}): DatasourceColumn {
  return {
    column_name: 'name',
    verbose_name: null,
    description: null,
    expression: null,
    type: 'VARCHAR',
    is_dttm: false,
    groupby: true,
    filterable: true,
    ...over,
  };
}

export function testMetric(over: Partial<DatasourceMetric> = {}): DatasourceMetric {
  return {
    metric_name: 'count',
    verbose_name: null,
    expression: 'COUNT(*)',
    d3format: null,
    description: null,
    certified_by: null,
    certification_details: null,
    warning_markdown: null,
    ...over,
  };
}

export function testDatasource(over: Partial<DatasourceJson> = {}): DatasourceJson {
  return {
    id: 7,
    type: 'table',
    kind: 'physical',
    table_name: 'birth_names',
    schema: 'main',
    sql: null,
    database: { id: 1, database_name: 'examples' },
    columns: [],
    metrics: [],
    owners: [],
    description: null,
    cache_timeout: null,
    extra: null,
    default_endpoint: null,
    is_managed_externally: false,
    ...over,
  };
}
