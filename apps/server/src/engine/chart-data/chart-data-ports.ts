/**
 * What the chart-data pipeline needs from the rest of the server, declared here as small ports
 * and given to it by the container: the engine never imports `modules/`, so the rules it relies on
 * (who may see a chart or a dataset, which row-level conditions bind a caller) stay where they
 * are written and tests can hand in their own.
 */
import type { TableReference } from '@panorama/sql/guard/table-references';
import type { RowLevelConditions } from '@panorama/sql/row-level/row-level-predicate';
import type { Principal } from '../../security/principal';
import type {
  ChartRow,
  DatabaseRow,
  DatasetColumnRow,
  DatasetMetricRow,
  DatasetRow,
} from '../../store/schema';
import type { AnalyticsConnector } from '../connectors/connector';

/** Saved charts, as the caller may see them. */
export interface ChartLookup {
  /** The chart if it exists and the caller may see it; a 404 AppError otherwise. */
  getVisible(id: number, principal: Principal): Promise<ChartRow>;
}

/** Whether a dataset exists and the caller may read its data. */
export interface DatasetAccess {
  isReadable(datasetId: number, principal: Principal): Promise<boolean>;
}

/** The metadata a chart query runs from: the dataset with its database, columns and metrics. */
export interface DatasourceRows {
  datasetWithDatabase(
    datasetId: number,
  ): Promise<{ dataset: DatasetRow; database: DatabaseRow } | undefined>;
  columns(datasetId: number): Promise<DatasetColumnRow[]>;
  metrics(datasetId: number): Promise<DatasetMetricRow[]>;
}

/** The row-level-security conditions binding one caller on one dataset. */
export interface RowLevelFilters {
  /** Groups of clauses: OR'ed within a group, groups AND'ed (CompileDatasource.rowLevelFilters). */
  conditions: string[][];
  /** Stands for the conditions in cache keys (NO_RLS_KEY when there are none). */
  cacheKey: string;
}

/** The row-level conditions binding a caller on the tables a query's own SQL reads. */
export interface TableRowLevelFilters {
  /** The conditions binding the caller on a referenced table (none: an empty list). */
  conditionsFor(ref: TableReference): RowLevelConditions;
  /**
   * Stands for the conditions on `refs` in cache keys: empty when none apply, otherwise a digest
   * of the exact conditions per table, so callers under other rules never share a result.
   */
  cacheKeyFor(refs: readonly TableReference[]): string;
}

/** Where row-level rules come from; read on every query, so an edit applies to the next one. */
export interface RowLevelFilterSource {
  forDataset(datasetId: number, principal: Principal): Promise<RowLevelFilters>;
  forTables(database: DatabaseRow, principal: Principal): Promise<TableRowLevelFilters>;
}

/** The gate for tables named by user-written SQL (custom SQL sub-queries). */
export interface TableAccessCheck {
  /** Resolves when the caller may read every table; otherwise rejects with a 403 AppError. */
  assertReadable(
    principal: Principal,
    database: DatabaseRow,
    tables: readonly TableReference[],
  ): Promise<void>;
}

/**
 * A SQL Lab query as a chart's datasource, once the caller was found allowed to use it: its own
 * SQL, checked by the virtual-dataset rules and with the caller's row-level rules applied to the
 * tables it reads, and the columns its result has.
 */
export interface QueryDatasourceRows {
  queryId: number;
  name: string;
  database: DatabaseRow;
  catalog: string | null;
  schema: string | null;
  /** The SQL to wrap as `(<sql>) AS virtual_table`. */
  sql: string;
  columns: readonly { name: string; type: string | null }[];
  /** Stands for the row-level rules applied to `sql` in cache keys (NO_RLS_KEY when none). */
  rowLevelKey: string;
  changedOn: string;
}

/** SQL Lab queries, as their owner (or an admin) may chart them. */
export interface QueryDatasources {
  /**
   * The query as a datasource: 404 when it is missing, someone else's or its database is hidden,
   * 403 when the caller may not read a table it reads, 422 when its SQL is refused.
   */
  load(queryId: number, principal: Principal): Promise<QueryDatasourceRows>;
}

/** One open connector per registered database. */
export interface ConnectorSource {
  get(row: DatabaseRow): Promise<AnalyticsConnector>;
}

/** Stored annotation layers: their versions and the annotations in a time range. */
export interface AnnotationSource {
  /** changed_on by layer id, for the layers that exist. */
  layerVersions(layerIds: number[]): Promise<Map<number, string>>;
  /**
   * The layer's annotations overlapping [from, to) (epoch ms, null = unbounded), earliest first,
   * with start and end as epoch milliseconds.
   */
  overlapping(
    layerId: number,
    bounds: { from: number | null; to: number | null },
  ): Promise<Record<string, unknown>[]>;
}
