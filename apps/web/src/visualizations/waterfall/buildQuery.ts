/**
 * The waterfall's chart data request (Superset's Waterfall buildQuery): the metric by the x-axis
 * column (at the time grain when it is temporal) and the breakdown column, ordered by both so
 * the running totals accumulate in axis order.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { readColumnList } from '../shared/form-data/formDataColumns';

/** The x-axis column: `x_axis`, else the legacy time column. */
export function waterfallXAxis(formData: QueryFormData): Column | undefined {
  return readColumnList(formData, 'x_axis')[0] ?? readColumnList(formData, 'granularity_sqla')[0];
}

/** The breakdown column (the control holds one, old charts a list). */
export function waterfallBreakdown(formData: QueryFormData): Column | undefined {
  return readColumnList(formData, 'groupby')[0];
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const columns = [waterfallXAxis(formData), ...readColumnList(formData, 'groupby')].filter(
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
