/**
 * The Path chart's data request: the line column of every row as it is; with `filter_nulls`
 * (on by default) rows without a line are left out.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { QueryContext, QueryFilter } from '@panorama/core/query/query-object';
import { readBoolean } from '../shared/echarts/formDataValues';
import { readColumn } from '../shared/form-data/formDataColumns';

export function buildQuery(formData: QueryFormData): QueryContext {
  const line = readColumn(formData, 'line_column');
  const nullFilters: QueryFilter[] =
    line !== undefined && readBoolean(formData, 'filter_nulls', true)
      ? [{ col: getColumnLabel(line), op: 'IS NOT NULL' }]
      : [];
  return buildQueryContext(formData, (base) => {
    const { metrics: _aggregates, ...rest } = base;
    return [
      {
        ...rest,
        columns: line === undefined ? [] : [line],
        filters: [...(base.filters ?? []), ...nullFilters],
        orderby: [],
        is_timeseries: false,
      },
    ];
  });
}
