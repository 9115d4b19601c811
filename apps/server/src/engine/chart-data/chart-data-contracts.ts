/**
 * What the chart-data pipeline is given (its ports and settings), what each call names (the
 * caller, the chart, the permission) and what it answers.
 */
import type { ResultFormat, ResultType } from '@panorama/core/query/query-object';
import type { TableReference } from '@panorama/sql/guard/table-references';
import type { TableConditionsLookup } from '@panorama/sql/row-level/wrap-table-references';
import type { AppConfig } from '../../config';
import type { Principal } from '../../security/principal';
import type { ChartRow } from '../../store/schema';
import type { StampedReadCache } from '../../store/stamped-read-cache';
import type { ResultCache } from '../cache/result-cache';
import type {
  AnnotationSource,
  ChartLookup,
  ConnectorSource,
  DatasetAccess,
  DatasourceRows,
  QueryDatasources,
  RowLevelFilterSource,
  TableAccessCheck,
} from './chart-data-ports';
import type { ChartDatasource } from './chart-datasource';
import type { ChartDataEntry } from './query-payload';

/** What a query's custom SQL sub-queries read, checked for the caller (subqueryReads). */
export interface SubqueryReads {
  tables: TableReference[];
  tableConditions: TableConditionsLookup | undefined;
  /** The row-level key of the result: the dataset's, and the read tables' rules if any. */
  rlsKey: string;
}

export interface ChartDataDeps {
  repo: DatasourceRows;
  charts: ChartLookup;
  datasets: DatasetAccess;
  rowLevel: RowLevelFilterSource;
  tableAccess: TableAccessCheck;
  annotations: AnnotationSource;
  /** SQL Lab queries as datasources (`datasource.type === 'query'`); without it they are 404. */
  queries?: QueryDatasources;
  connectors: ConnectorSource;
  cache: ResultCache;
  /** Metadata reads remembered until the store changes (principal-independent keys excluded). */
  readCache?: StampedReadCache;
  config: Pick<
    AppConfig,
    | 'rowLimit'
    | 'sqlMaxRow'
    | 'queryTimeoutSeconds'
    | 'cacheDefaultTimeout'
    | 'featureFlags'
    | 'templateAllowUnescapedUrlParams'
  >;
  now?: () => Date;
}

export interface ChartDataOptions {
  principal: Principal;
  /** Aborted when the HTTP client goes away: running queries are cancelled. */
  signal?: AbortSignal | undefined;
  /** The saved chart the request is for (form_data.slice_id); it must be visible too. */
  chartId?: number | null | undefined;
  /** The permission needed besides dataset access; chart data needs can_read on Chart. */
  permission?: readonly [permission: string, viewMenu: string];
}

export interface ChartDataResult {
  entries: ChartDataEntry[];
  resultFormat: ResultFormat;
  resultType: ResultType;
  chart: ChartRow | null;
  datasource: ChartDatasource;
}
