/**
 * The shapes of one `result` entry of the chart-data response and the
 * parts of it that are cached. Timestamps (`cached_dttm`, `queried_dttm`) are UTC ISO without
 * fraction, as Superset writes them; `from_dttm`/`to_dttm` are epoch milliseconds.
 */
import type { ResultFormat } from '@panorama/core/query/query-object';
import type { TableReference } from '@panorama/sql/guard/table-references';

export interface AppliedFilter {
  column: string;
}
export interface RejectedFilter {
  reason: string;
  column: string;
}

/** What a query produced, independent of who asked and whether it came from the cache. */
export interface QueryOutcome {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: (number | null)[];
  rowcount: number;
  sql_rowcount: number;
  /**
   * The row limit the SQL ran under (the chart's, capped by SQL_MAX_ROW), so a client can tell
   * a result cut at the limit (`sql_rowcount` reaching it) from a complete one.
   */
  applied_row_limit: number | null;
  query: string;
  applied_filters: AppliedFilter[];
  rejected_filters: RejectedFilter[];
  annotation_data: Record<string, unknown>;
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
  queried_dttm: string;
}

/** The value stored in the result cache under a chart query's cache key. */
export interface CachedQueryResult {
  version: 1;
  /** The dataset it was computed from: reading it back needs access to that dataset. */
  datasourceId: number;
  /** Absent for a dataset; `query` when `datasourceId` is a SQL Lab query's. */
  datasourceKind?: 'query';
  /**
   * The row-level-security key it was computed under (absent: none); reading it back needs the
   * same conditions.
   */
  rlsKey?: string;
  /**
   * The tables its custom SQL sub-queries read (absent: none); reading it back needs access to
   * each of them, and `rlsKey` covers their row-level rules.
   */
  readTables?: TableReference[];
  cached_dttm: string;
  outcome: QueryOutcome;
}

export function isCachedQueryResult(value: unknown): value is CachedQueryResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CachedQueryResult).version === 1 &&
    typeof (value as CachedQueryResult).datasourceId === 'number' &&
    typeof (value as CachedQueryResult).outcome === 'object'
  );
}

/** The `full` entry. */
export interface QueryPayload extends QueryOutcome {
  is_cached: boolean;
  cached_dttm: string | null;
  cache_key: string | null;
  cache_timeout: number;
  error: string | null;
  status: 'success' | 'failed';
  stacktrace: null;
  result_format: ResultFormat;
}

/** `results`: the data only. */
export type ResultsPayload = Pick<
  QueryPayload,
  'data' | 'colnames' | 'coltypes' | 'rowcount' | 'sql_rowcount'
>;

export interface QueryTextPayload {
  language: 'sql';
  query: string | null;
  error?: string;
}

export interface ListPayload {
  data: Record<string, unknown>[];
}

/**
 * `post_processed` for the pivot table and table charts (client-processing/): the `full` entry
 * with the chart's layout as data. JSON: `data` is `{column label: {row label: value}}` with
 * `colnames`/`indexnames` the label tuples; CSV/XLSX: rows, with `colnames` the file's header.
 */
export type PostProcessedPayload = Omit<QueryPayload, 'data' | 'colnames' | 'coltypes'> & {
  data: Record<string, unknown>[] | Record<string, Record<string, unknown>>;
  colnames: unknown[];
  coltypes: (number | null)[];
  indexnames?: unknown[];
};

export type ChartDataEntry =
  QueryPayload | PostProcessedPayload | ResultsPayload | QueryTextPayload | ListPayload;

/** `2024-01-31T12:00:00`: Superset's `datetime.utcnow().isoformat()` without the fraction. */
export function utcIsoSeconds(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/**
 * Superset's label_map: each result column's label split into the parts it was made of (pivoted
 * and time-compared columns are `a, b` joined; an escaped `\,` is not a separator).
 */
export function labelMap(colnames: string[]): Record<string, string[]> {
  const unescape = (text: string) => text.replace(/\\,/g, ',');
  const map: Record<string, string[]> = {};
  for (const name of colnames) map[unescape(name)] = name.split(/(?<!\\), /).map(unescape);
  return map;
}

export function fullPayload(
  outcome: QueryOutcome,
  meta: {
    isCached: boolean;
    cachedDttm: string | null;
    cacheKey: string | null;
    cacheTimeout: number;
    resultFormat: ResultFormat;
  },
): QueryPayload {
  return {
    ...outcome,
    is_cached: meta.isCached,
    cached_dttm: meta.cachedDttm,
    cache_key: meta.cacheKey,
    cache_timeout: meta.cacheTimeout,
    error: null,
    status: 'success',
    stacktrace: null,
    result_format: meta.resultFormat,
  };
}

export function resultsPayload(outcome: QueryOutcome): ResultsPayload {
  return {
    data: outcome.data,
    colnames: outcome.colnames,
    coltypes: outcome.coltypes,
    rowcount: outcome.rowcount,
    sql_rowcount: outcome.sql_rowcount,
  };
}
