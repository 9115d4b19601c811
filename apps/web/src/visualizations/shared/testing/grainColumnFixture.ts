/**
 * Test support for buildQuery: the query column a temporal column becomes once truncated to a
 * time grain, as the server's query object expects it.
 */

/** A temporal dimension truncated to `timeGrain`. */
export function grainColumn(column: string, timeGrain: string) {
  return {
    timeGrain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
}

/** The x axis truncated to `timeGrain`, which also says it refers to a dataset column. */
export function xAxisGrainColumn(column: string, timeGrain: string) {
  return { ...grainColumn(column, timeGrain), isColumnReference: true };
}
