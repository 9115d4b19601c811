/**
 * The dataset a chart query runs on, as the pipeline needs it: the dataset and database rows
 * (cache key, cache timeout, query timeout, connector) and the caller's row-level-security
 * conditions at once, and the columns and metrics (what the compiler, samples and the `columns`
 * result need) only when asked, so a cache hit costs two metadata reads.
 */
import { NotFoundError } from '@panorama/core/errors/app-error';
import type { CompileDatasource } from '@panorama/sql/compile/compile-datasource';
import type { Backend } from '../backends';
import type { DatasourceRows, RowLevelFilters } from './chart-data-ports';
import type {
  DatabaseRow,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
} from '../../store/schema';
import { parseJsonObject } from '@panorama/core/json/json-object';

const DIALECTS = new Set<Backend>(['duckdb', 'sqlite', 'postgresql', 'mysql']);

/** Whether charts can be compiled for the database's engine. */
export function isChartDialect(backend: string): backend is Backend {
  return DIALECTS.has(backend as Backend);
}

export interface ChartDatasource {
  dataset: DatasetRow;
  database: DatabaseRow;
  dialect: Backend;
  /** `<id>__table` (or `<id>__query`), Superset's datasource uid. */
  uid: string;
  /** A dataset, or a SQL Lab query standing in for one (query-chart-datasource.ts). */
  kind: 'table' | 'query';
  /** The caller's row-level-security conditions on the dataset (compiled into every query). */
  rowLevel: RowLevelFilters;
  columns(): Promise<DatasetColumnRow[]>;
  metrics(): Promise<DatasetMetricRow[]>;
  compileDatasource(): Promise<CompileDatasource>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/**
 * The dataset as the compiler sees it: its source, columns (with calculated expressions),
 * metrics, and the row-level-security conditions of the caller.
 */
export function toCompileDatasource(
  dataset: DatasetRow,
  columns: DatasetColumnRow[],
  metrics: DatasetMetricRow[],
  rowLevelFilters: readonly (readonly string[])[] = [],
): CompileDatasource {
  return {
    tableName: dataset.table_name,
    schema: dataset.schema,
    sql: dataset.sql,
    columns: columns.map((c) => ({
      column_name: c.column_name,
      expression: c.expression,
      type: c.type,
      is_dttm: c.is_dttm === 1,
      python_date_format: c.python_date_format,
    })),
    metrics: metrics.map((m) => ({ metric_name: m.metric_name, expression: m.expression })),
    mainDttmCol: dataset.main_dttm_col,
    fetchValuesPredicate: dataset.fetch_values_predicate,
    rowLevelFilters,
  };
}

/**
 * Loads a dataset for querying with the caller's row-level-security conditions, or throws 404
 * (the caller has already checked access).
 */
export async function loadChartDatasource(
  repo: DatasourceRows,
  datasetId: number,
  rowLevel: RowLevelFilters,
): Promise<ChartDatasource> {
  const found = await repo.datasetWithDatabase(datasetId);
  if (!found) throw new NotFoundError();
  const { dataset, database } = found;
  const dialect = database.backend;
  if (!isChartDialect(dialect)) throw new NotFoundError();
  const columns = once(() => repo.columns(datasetId));
  const metrics = once(() => repo.metrics(datasetId));
  return {
    dataset,
    database,
    dialect,
    uid: `${dataset.id}__table`,
    kind: 'table',
    rowLevel,
    columns,
    metrics,
    compileDatasource: once(async () =>
      toCompileDatasource(dataset, await columns(), await metrics(), rowLevel.conditions),
    ),
  };
}

/** The database's own query timeout (`extra.query_timeout`, seconds) or the server default. */
export function queryTimeoutMs(database: DatabaseRow, defaultSeconds: number): number {
  const own = parseJsonObject(database.extra).query_timeout;
  const seconds = typeof own === 'number' && own > 0 ? own : defaultSeconds;
  return Math.round(seconds * 1000);
}
