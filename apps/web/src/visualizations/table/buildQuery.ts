/**
 * The table's chart data request (Superset's table semantics):
 * - aggregate mode: group by `groupby`, `metrics` plus `percent_metrics` (their share of the
 *   total computed by a `contribution` post-processing step into `%<label>` columns), ordered by
 *   `timeseries_limit_metric` (direction from `order_desc`) or else the first metric descending;
 *   a temporal group-by column is truncated to `time_grain_sqla` (BASE_AXIS); `include_time`
 *   adds the legacy `__timestamp` column.
 * - raw mode: `all_columns` ordered by `order_by_cols`, no aggregation.
 * - `server_pagination`: the page from own state (`currentPage`, `pageSize`, capped by
 *   `row_limit`), then a second query counting all rows (`is_rowcount`).
 * - `show_totals` (aggregate): one more query without group-by, the totals row.
 * - `interactive_groupby` from a group-by native filter: its columns are added to the main query
 *   (and the row count) after the chart's own, never to the totals row.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getMetricLabel } from '@panorama/core/query/labels';
import type {
  AdhocColumn,
  Column,
  Metric,
  PostProcessingRule,
  QueryContext,
  RawQueryObject,
} from '@panorama/core/query/query-object';
import { readMetric, readMetricList, uniqueMetrics } from '../shared/formDataMetrics';
import { DEFAULT_SERVER_PAGE_LENGTH, getQueryMode, readOwnState } from './tableFormData';
import { timeGrainColumn } from '@panorama/core/query/time-grain-column';
import { withInteractiveGroupby } from '@panorama/core/filters/interactive-groupby';

/** Temporal group-by columns (per `temporal_columns_lookup`) truncated to the grain, first. */
function withTemporalAxis(columns: Column[], formData: QueryFormData, grain: unknown): Column[] {
  const lookup = formData.temporal_columns_lookup;
  if (typeof grain !== 'string' || !grain || !lookup || typeof lookup !== 'object') return columns;
  const temporal = lookup as Record<string, unknown>;
  const index = columns.findIndex((column) => typeof column === 'string' && temporal[column]);
  if (index < 0) return columns;
  const name = columns[index] as string;
  const axis: AdhocColumn = { ...timeGrainColumn(name, grain), isColumnReference: true };
  return [axis, ...columns.filter((_, i) => i !== index)];
}

export function buildQuery(
  formData: QueryFormData,
  options?: { ownState?: Record<string, unknown> },
): QueryContext {
  const queryMode = getQueryMode(formData);
  const percentMetrics = readMetricList(formData.percent_metrics);
  const sortByMetric = readMetric(formData.timeseries_limit_metric);
  const orderDesc = formData.order_desc !== false;
  const extraFormData = formData.extra_form_data ?? {};
  const timeGrain = extraFormData.time_grain_sqla ?? formData.time_grain_sqla;
  const serverPagination = formData.server_pagination === true;
  const configuredRowLimit = Number(formData.row_limit) || 0;

  // Old charts without `query_mode` get the inferred one, so the base query honours it.
  const withMode: QueryFormData = { ...formData, query_mode: queryMode };
  return buildQueryContext(withMode, (base) => {
    let { metrics, orderby = [], columns = [] } = base;
    const postProcessing: PostProcessingRule[] = [];
    let contribution: PostProcessingRule | undefined;
    let isTimeseries: boolean | undefined;

    if (queryMode === 'aggregate') {
      metrics = metrics ?? [];
      if (sortByMetric) orderby = [[sortByMetric, !orderDesc]];
      else if (metrics.length > 0) orderby = [[metrics[0] as Metric, false]];
      if (percentMetrics.length > 0) {
        const labels = [...new Set(percentMetrics.map(getMetricLabel))];
        metrics = uniqueMetrics([...metrics, ...percentMetrics]);
        contribution = {
          operation: 'contribution',
          options: { columns: labels, rename_columns: labels.map((label) => `%${label}`) },
        };
        postProcessing.push(contribution);
      }
      columns = withTemporalAxis(columns, formData, timeGrain);
      if (formData.include_time === true) isTimeseries = true;
    }

    let query: RawQueryObject = {
      ...base,
      columns,
      metrics,
      orderby,
      post_processing: postProcessing,
      ...(isTimeseries ? { is_timeseries: true } : {}),
    };

    if (serverPagination) {
      const own = readOwnState(
        options?.ownState,
        Number(formData.server_page_length) || DEFAULT_SERVER_PAGE_LENGTH,
      );
      // Never page past the row limit: row_limit 0 would mean "no limit" to the server.
      const lastPage =
        configuredRowLimit > 0
          ? Math.max(Math.ceil(configuredRowLimit / own.pageSize) - 1, 0)
          : Infinity;
      const page = Math.min(own.currentPage, lastPage);
      const offset = page * own.pageSize;
      const remaining = configuredRowLimit > 0 ? configuredRowLimit - offset : own.pageSize;
      query = { ...query, row_offset: offset, row_limit: Math.min(own.pageSize, remaining) };
      const sort = own.sortBy?.[0];
      if (sort) query.orderby = [[sort.key, !sort.desc]];
      if (own.searchText && own.searchColumn) {
        query.filters = [
          ...query.filters,
          { col: own.searchColumn, op: 'ILIKE', val: `${own.searchText}%` },
        ];
      }
    }

    const extraQueries: RawQueryObject[] = [];
    if (queryMode === 'aggregate' && formData.show_totals === true && metrics?.length) {
      extraQueries.push({
        ...query,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        orderby: [],
        post_processing: contribution ? [contribution] : [],
        is_timeseries: false,
      });
    }

    query = { ...query, columns: withInteractiveGroupby(query.columns ?? [], extraFormData) };

    if (serverPagination) {
      const count: RawQueryObject = {
        ...query,
        time_offsets: [],
        row_limit: configuredRowLimit,
        row_offset: 0,
        post_processing: [],
        is_rowcount: true,
      };
      return [query, count, ...extraQueries];
    }
    return [query, ...extraQueries];
  });
}
