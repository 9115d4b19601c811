/**
 * The adhoc filter Superset saves on a chart's time column when no range is chosen: the chart
 * reads all time, and a dashboard time range can still narrow it.
 */
export const noTimeFilter = (column: string) => ({
  clause: 'WHERE',
  comparator: 'No filter',
  expressionType: 'SIMPLE',
  operator: 'TEMPORAL_RANGE',
  subject: column,
});
