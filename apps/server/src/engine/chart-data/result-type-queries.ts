/**
 * How the result type reshapes a query before it runs (Superset's query_actions.py), and the row
 * limit it runs with:
 * - `samples`: every dataset column, raw rows (no metrics, grouping, ordering, post-processing,
 *   time comparison) and no time range; the chart's filters stay;
 * - `drill_detail`: the same, but the time range stays and rows are ordered by the first column;
 * - otherwise the query as sent.
 * The limit is the query's own `row_limit`, else ROW_LIMIT (SAMPLES_ROW_LIMIT for samples), and
 * never more than SQL_MAX_ROW; `row_limit: 0` means "as many as allowed".
 */
import type { QueryObject, ResultType } from '@panorama/core/query/query-object';

/** Superset's SAMPLES_ROW_LIMIT. */
export const SAMPLES_ROW_LIMIT = 1000;

export function rawRowsQuery(
  query: QueryObject,
  columnNames: string[],
  mode: 'samples' | 'drill_detail',
): QueryObject {
  const { where } = query.extras;
  const firstColumn = columnNames[0];
  return {
    ...query,
    columns: columnNames,
    metrics: null,
    is_timeseries: false,
    orderby: mode === 'drill_detail' && firstColumn !== undefined ? [[firstColumn, true]] : [],
    post_processing: [],
    time_offsets: [],
    annotation_layers: [],
    series_columns: [],
    series_limit: 0,
    series_limit_metric: null,
    // No aggregation, so no HAVING; the WHERE part of the chart still applies.
    extras: { ...query.extras, having: undefined, having_druid: undefined, where },
    time_range: mode === 'drill_detail' ? query.time_range : null,
  };
}

export function effectiveRowLimit(
  query: Pick<QueryObject, 'row_limit'>,
  resultType: ResultType,
  limits: { rowLimit: number; sqlMaxRow: number },
): number {
  const fallback =
    resultType === 'samples' ? Math.min(SAMPLES_ROW_LIMIT, limits.sqlMaxRow) : limits.rowLimit;
  const requested = query.row_limit ?? fallback;
  if (requested === 0) return limits.sqlMaxRow;
  return Math.min(requested, limits.sqlMaxRow);
}
