/**
 * A temporal dataset column truncated to a time grain, as a query column: the server groups by
 * the truncated value and labels it with the column's own name. `BASE_AXIS` tells the server
 * which dimension is the axis (time comparison, resampling).
 */
import type { AdhocColumn } from './query-object';

export function timeGrainColumn(column: string, timeGrain: string | null | undefined): AdhocColumn {
  return {
    timeGrain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
}

/** The x axis: a grain column that also says its expression is the dataset column itself. */
export function xAxisColumn(column: string, timeGrain: string | null | undefined): AdhocColumn {
  return { ...timeGrainColumn(column, timeGrain), isColumnReference: true };
}
