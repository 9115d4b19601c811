/**
 * The waterfall's chart data request (Superset's Waterfall buildQuery): the metric by the x-axis
 * column (at the time grain when it is temporal) and the breakdown column, ordered by both so
 * the running totals accumulate in axis order.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, QueryContext, RawQueryObject } from '@panorama/core/query/query-object';

function columnList(value: unknown): Column[] {
  const list: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter(
    (column): column is Column =>
      (typeof column === 'string' && column !== '') ||
      (typeof column === 'object' && column !== null && 'sqlExpression' in column),
  );
}

/** The x-axis column: `x_axis`, else the legacy time column. */
export function waterfallXAxis(formData: QueryFormData): Column | undefined {
  return columnList(formData.x_axis)[0] ?? columnList(formData.granularity_sqla)[0];
}

/** The breakdown column (the control holds one, old charts a list). */
export function waterfallBreakdown(formData: QueryFormData): Column | undefined {
  return columnList(formData.groupby)[0];
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const columns = [waterfallXAxis(formData), ...columnList(formData.groupby)].filter(
    (column): column is Column => column !== undefined,
  );
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      orderby: columns.map((column): RawQueryObject['orderby'][number] => [column, true]),
    },
  ]);
}
