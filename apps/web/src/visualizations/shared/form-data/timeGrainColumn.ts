/**
 * A temporal dataset column truncated to a time grain, as a query column: the server groups by
 * the truncated value and labels it with the column's own name.
 */
import type { AdhocColumn } from '@panorama/core/query/query-object';

export function timeGrainColumn(column: string, timeGrain: string): AdhocColumn {
  return {
    timeGrain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
}
