/**
 * 'Create chart' on a SQL Lab result (Superset's ExploreResultsButton): explore opens with the
 * query itself as the datasource (`<query id>__query`), as a table of the result's columns in raw
 * mode, so the rows show at once and the user builds the chart from there. Saving such a chart
 * saves the query as a dataset first (explore's save dialog).
 */
import { datasourceKey } from '@panorama/core/query/form-data';
import type { QueryRecord } from './sqllabTypes';

/** Superset's EXPLORE_CHART_DEFAULT with the result's columns. */
export function queryChartFormData(
  queryId: number,
  columnNames: readonly string[],
): Record<string, unknown> {
  return {
    datasource: datasourceKey(queryId, 'query'),
    viz_type: 'table',
    query_mode: 'raw',
    metrics: [],
    all_columns: [...columnNames],
  };
}

/** The explore link of a finished run, or null while the server has not numbered it. */
export function queryChartPath(query: Pick<QueryRecord, 'serverId' | 'results'>): string | null {
  const id = query.serverId;
  if (id === null || !Number.isInteger(id) || id <= 0) return null;
  const columns = (query.results?.columns ?? []).map((c) => c.column_name);
  const search = new URLSearchParams({
    datasource_type: 'query',
    datasource_id: String(id),
    form_data: JSON.stringify(queryChartFormData(id, columns)),
  });
  return `/explore/?${search.toString()}`;
}
