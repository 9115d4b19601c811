/**
 * The bubble chart's chart data request (Superset's Bubble buildQuery): the x, y and size
 * metrics per entity (and series, when bubbles are coloured by one), ordered by the "sort by"
 * metric when one is chosen, at most `row_limit` bubbles.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Column, QueryContext, RawQueryObject } from '@panorama/core/query/query-object';
import { readMetric } from '../shared/formDataMetrics';

function columnOf(value: unknown): Column | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first === '' ? undefined : first;
  return typeof first === 'object' && first !== null && 'sqlExpression' in first
    ? (first as Column)
    : undefined;
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const columns = [columnOf(formData.entity), columnOf(formData.series)].filter(
    (column): column is Column => column !== undefined,
  );
  const sortBy = readMetric(formData.orderby);
  // `orderby` holds a metric here, not `[column, ascending]` pairs: the base query must not read
  // it as an ordering, so it is left out there and turned into one below.
  const context = buildQueryContext({ ...formData, orderby: undefined }, (base) => {
    const orderby: RawQueryObject['orderby'] = sortBy
      ? [[sortBy, formData.order_desc === false]]
      : [];
    const rowLimit = base.row_limit ?? (Number(formData.limit) || undefined);
    return [
      {
        ...base,
        columns,
        orderby,
        ...(rowLimit === undefined ? {} : { row_limit: rowLimit }),
      },
    ];
  });
  return { ...context, form_data: formData };
}
