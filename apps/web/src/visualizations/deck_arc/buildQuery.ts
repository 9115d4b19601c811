/**
 * The Arc chart's data request (Superset's): every row as it is, with the start and end spatial
 * columns and the categorical `dimension`; rows with a null spatial column are left out.
 */
import { spatialColumns } from '@panorama/core/explore/spatial';
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext, QueryFilter } from '@panorama/core/query/query-object';
import { readColumn } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const spatial = [
    ...spatialColumns(formData.start_spatial),
    ...spatialColumns(formData.end_spatial),
  ];
  const dimension = readColumn(formData, 'dimension');
  const columns: Column[] = [...new Set(spatial)];
  if (dimension !== undefined && !spatial.includes(getColumnLabel(dimension))) {
    columns.push(dimension);
  }
  const nullFilters: QueryFilter[] = spatial.map((col) => ({ col, op: 'IS NOT NULL' }));
  return buildQueryContext(formData, (base) => {
    const { metrics: _aggregates, ...rest } = base;
    return [
      {
        ...rest,
        columns,
        filters: [...(base.filters ?? []), ...nullFilters],
        orderby: [],
        is_timeseries: false,
      },
    ];
  });
}
