/**
 * A SQL Lab query as the chart-data pipeline sees a datasource: a virtual dataset whose SQL is
 * the query's, whose columns are its result's and whose one saved metric is COUNT(*) (as Superset
 * charts a `query` datasource). The rows stand in for stored dataset rows; nothing is written.
 */
import { isTemporalType } from '@panorama/core/columns/type-names';
import type { DatasetColumnRow, DatasetMetricRow, DatasetRow } from '../../store/schema';
import type { Backend } from '../backends';
import { NotFoundError } from '@panorama/core/errors/app-error';
import type { Principal } from '../../security/principal';
import type { QueryDatasourceRows, QueryDatasources } from './chart-data-ports';
import { isChartDialect, toCompileDatasource, type ChartDatasource } from './chart-datasource';

/** The saved metric every query datasource offers. */
export const QUERY_COUNT_METRIC = { metric_name: 'count', expression: 'COUNT(*)' } as const;

export function queryDatasourceUid(queryId: number): string {
  return `${queryId}__query`;
}

export function queryDatasetRow(rows: QueryDatasourceRows): DatasetRow {
  const columns = queryColumnRows(rows);
  return {
    id: rows.queryId,
    uuid: '',
    table_name: rows.name,
    database_id: rows.database.id,
    catalog: rows.catalog,
    schema: rows.schema,
    sql: rows.sql,
    main_dttm_col: columns.find((c) => c.is_dttm === 1)?.column_name ?? null,
    description: null,
    default_endpoint: null,
    offset: 0,
    cache_timeout: null,
    params: null,
    template_params: null,
    filter_select_enabled: 1,
    fetch_values_predicate: null,
    extra: null,
    is_sqllab_view: 0,
    is_managed_externally: 0,
    external_url: null,
    normalize_columns: 0,
    always_filter_main_dttm: 0,
    created_on: rows.changedOn,
    changed_on: rows.changedOn,
    created_by_fk: null,
    changed_by_fk: null,
  };
}

export function queryColumnRows(rows: QueryDatasourceRows): DatasetColumnRow[] {
  return rows.columns.map((column, i) => ({
    id: i + 1,
    uuid: '',
    dataset_id: rows.queryId,
    column_name: column.name,
    verbose_name: null,
    type: column.type,
    advanced_data_type: null,
    is_dttm: isTemporalType(column.type) ? 1 : 0,
    is_active: 1,
    groupby: 1,
    filterable: 1,
    expression: null,
    description: null,
    python_date_format: null,
    extra: null,
    created_on: rows.changedOn,
    changed_on: rows.changedOn,
  }));
}

export function queryMetricRows(rows: QueryDatasourceRows): DatasetMetricRow[] {
  return [
    {
      id: 1,
      uuid: '',
      dataset_id: rows.queryId,
      metric_name: QUERY_COUNT_METRIC.metric_name,
      verbose_name: 'COUNT(*)',
      metric_type: 'count',
      expression: QUERY_COUNT_METRIC.expression,
      description: null,
      d3format: null,
      currency: null,
      warning_text: null,
      extra: null,
      created_on: rows.changedOn,
      changed_on: rows.changedOn,
    },
  ];
}

/**
 * The query as a ChartDatasource. Its row-level rules are already inside its SQL (applied to the
 * tables it reads), so the outer query adds none; their key still separates cached results.
 */
export function queryChartDatasource(rows: QueryDatasourceRows): ChartDatasource {
  const dataset = queryDatasetRow(rows);
  const columns = queryColumnRows(rows);
  const metrics = queryMetricRows(rows);
  return {
    dataset,
    database: rows.database,
    dialect: rows.database.backend as Backend,
    uid: queryDatasourceUid(rows.queryId),
    rowLevel: { conditions: [], cacheKey: rows.rowLevelKey },
    kind: 'query',
    columns: () => Promise.resolve(columns),
    metrics: () => Promise.resolve(metrics),
    compileDatasource: () => Promise.resolve(toCompileDatasource(dataset, columns, metrics)),
  };
}

/** The query as this caller may chart it (its owner or an admin), or the port's 404/403/422. */
export async function loadQueryChartDatasource(
  queries: QueryDatasources | undefined,
  queryId: number,
  principal: Principal,
): Promise<ChartDatasource> {
  if (!queries) throw new NotFoundError();
  const rows = await queries.load(queryId, principal);
  if (!isChartDialect(rows.database.backend)) throw new NotFoundError();
  return queryChartDatasource(rows);
}
