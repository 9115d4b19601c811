/**
 * The data request of the deck.gl charts that draw one shape per row from one column (path lines,
 * GeoJSON): that column of every row as it is; with `filter_nulls` (on by default) rows without
 * a value are left out.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { QueryContext, QueryFilter } from '@panorama/core/query/query-object';
import { readBoolean } from '../echarts/formDataValues';
import { readColumn } from '../form-data/formDataColumns';

export function buildShapeColumnQuery(formData: QueryFormData, control: string): QueryContext {
  const shape = readColumn(formData, control);
  const nullFilters: QueryFilter[] =
    shape !== undefined && readBoolean(formData, 'filter_nulls', true)
      ? [{ col: getColumnLabel(shape), op: 'IS NOT NULL' }]
      : [];
  return buildQueryContext(formData, (base) => {
    const { metrics: _aggregates, ...rest } = base;
    return [
      {
        ...rest,
        columns: shape === undefined ? [] : [shape],
        filters: [...(base.filters ?? []), ...nullFilters],
        orderby: [],
        is_timeseries: false,
      },
    ];
  });
}
