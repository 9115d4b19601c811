/**
 * The chart data request of the deck.gl charts that aggregate points on the map (screen grid,
 * hexagons, grid, heatmap, contours), as Superset builds it: the spatial columns, the weight
 * metric (`size`) per location, largest first; `filter_nulls` (on by default) drops rows whose
 * spatial columns are null. Without a metric every row is read as it is.
 */
import { spatialColumns } from '@panorama/core/explore/spatial';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext, QueryFilter } from '@panorama/core/query/query-object';
import { readBoolean } from '../echarts/formDataValues';
import { readMetric } from '../formDataMetrics';

export function buildSpatialQuery(formData: QueryFormData): QueryContext {
  const spatial = spatialColumns(formData.spatial);
  const metric = readMetric(formData.size);
  const nullFilters: QueryFilter[] = readBoolean(formData, 'filter_nulls', true)
    ? spatial.map((col) => ({ col, op: 'IS NOT NULL' }))
    : [];
  return buildQueryContext(formData, (base) => {
    const { metrics: _aggregates, ...rest } = base;
    return [
      {
        ...rest,
        columns: [...spatial],
        ...(metric === undefined ? {} : { metrics: [metric] }),
        filters: [...(base.filters ?? []), ...nullFilters],
        orderby: metric === undefined ? [] : [[metric, false]],
        is_timeseries: false,
      },
    ];
  });
}
