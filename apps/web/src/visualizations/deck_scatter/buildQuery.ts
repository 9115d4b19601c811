/**
 * The deck.gl scatterplot's chart data request (Superset's Scatter buildQuery): the spatial
 * columns and the categorical `dimension`; with a radius metric the rows are grouped by them
 * (largest first), otherwise every row is read as it is (raw mode). `filter_nulls` (on by
 * default) drops rows whose spatial columns are null.
 */
import { spatialColumns } from '@panorama/core/explore/spatial';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext, QueryFilter } from '@panorama/core/query/query-object';
import { readBoolean } from '../shared/echarts/formDataValues';
import { readColumn } from '../shared/form-data/formDataColumns';
import { readFixedOrMetric } from '../shared/maps/fixedOrMetric';
import { DEFAULT_POINT_RADIUS } from './scatterPoints';

export function buildQuery(formData: QueryFormData): QueryContext {
  const spatial = spatialColumns(formData.spatial);
  const dimension = readColumn(formData, 'dimension');
  const size = readFixedOrMetric(formData.point_radius_fixed, DEFAULT_POINT_RADIUS);
  const metric = size.type === 'metric' ? size.metric : undefined;
  const columns: Column[] = [...spatial];
  if (dimension !== undefined && !spatial.includes(getColumnLabel(dimension))) {
    columns.push(dimension);
  }
  const nullFilters: QueryFilter[] = readBoolean(formData, 'filter_nulls', true)
    ? spatial.map((col) => ({ col, op: 'IS NOT NULL' }))
    : [];

  return buildQueryContext(formData, (base) => {
    // Raw mode is a query object without `metrics`.
    const { metrics: _aggregates, ...rest } = base;
    return [
      {
        ...rest,
        columns,
        ...(metric === undefined ? {} : { metrics: [metric] }),
        filters: [...(base.filters ?? []), ...nullFilters],
        orderby: metric === undefined ? [] : [[metric, false]],
        is_timeseries: false,
      },
    ];
  });
}
