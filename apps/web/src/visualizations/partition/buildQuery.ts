/**
 * The Partition Chart's chart data request: Superset's legacy partition query, the metrics
 * grouped by every hierarchy level, with the sort metric asked for and ordering the rows when
 * descending (the request the parallel coordinates make for their series, so it is shared).
 * Every time-series option but "Not Time Series" groups by the time column at the time grain
 * too, the time column first (the legacy time column stands in as x axis, as for the other
 * legacy time-series charts; without one the server adds `__timestamp`).
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import { normalizeTimeColumn } from '@panorama/core/query/normalize-time-column';
import type { QueryContext } from '@panorama/core/query/query-object';
import { buildQuery as buildGroupedQuery } from '../para/buildQuery';
import { xAxisColumnOf } from '../timeseries/timeseriesQueryFields';
import { usesTime } from './timeSeriesOption';

export function buildQuery(formData: QueryFormData): QueryContext {
  if (!usesTime(formData)) return buildGroupedQuery(formData);
  const xAxis = xAxisColumnOf(formData);
  const timeFormData: QueryFormData =
    xAxis === undefined ? formData : { ...formData, x_axis: xAxis };
  const context = buildGroupedQuery(timeFormData);
  return {
    ...context,
    queries: context.queries.map((query) =>
      xAxis === undefined
        ? { ...query, is_timeseries: true }
        : normalizeTimeColumn(timeFormData, {
            ...query,
            columns: [xAxis, ...(query.columns ?? [])],
          }),
    ),
  };
}
