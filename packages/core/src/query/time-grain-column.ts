/**
 * The x axis as a query column: a dataset column truncated to a time grain, labelled with the
 * column's own name. `BASE_AXIS` tells the server which dimension is the axis (time comparison,
 * resampling) and `isColumnReference` that the expression is the column itself.
 */
import type { AdhocColumn } from './query-object';

export function xAxisColumn(column: string, timeGrain: string | null | undefined): AdhocColumn {
  return {
    timeGrain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
    isColumnReference: true,
  };
}
