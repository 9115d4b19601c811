/**
 * The MapBox chart data request (Superset's legacy MapBox query). Without `groupby`, every row's
 * longitude, latitude, label column (the first of `mapbox_label`) and radius column
 * (`point_radius` unless "Auto"), each once; with `groupby`, one row per group with its
 * COUNT(*) as `count` (the label "count" reads it), the group columns holding the position.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { Column, QueryContext } from '@panorama/core/query/query-object';
import { readColumn, readColumnList } from '../shared/form-data/formDataColumns';
import { COUNT_LABEL, readLabelColumn, readRadiusColumn } from './mapboxSettings';

export function buildQuery(formData: QueryFormData): QueryContext {
  const groupby = readColumnList(formData, 'groupby');
  const longitude = readColumn(formData, 'all_columns_x');
  const latitude = readColumn(formData, 'all_columns_y');
  const label = readLabelColumn(formData);
  const radius = readRadiusColumn(formData);

  return buildQueryContext(formData, (base) => {
    const { metrics: _unused, ...rest } = base;
    if (groupby.length > 0) {
      return [
        {
          ...rest,
          columns: groupby,
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: COUNT_LABEL }],
          orderby: [],
          is_timeseries: false,
        },
      ];
    }
    const columns: Column[] = [];
    const seen = new Set<string>();
    for (const column of [longitude, latitude, label === COUNT_LABEL ? undefined : label, radius]) {
      if (column === undefined) continue;
      const name = getColumnLabel(column);
      if (seen.has(name)) continue;
      seen.add(name);
      columns.push(column);
    }
    // Raw rows: a query object without metrics.
    return [{ ...rest, columns, orderby: [], is_timeseries: false }];
  });
}
