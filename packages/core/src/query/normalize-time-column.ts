/**
 * Step 6 of building a query object (as buildQueryObject orders it): when the chart has an
 * `x_axis`, the column equal to it becomes an adhoc `BASE_AXIS` column carrying the time grain, so
 * the server truncates it to the grain and knows which dimension is the axis (time comparison,
 * resampling). `is_timeseries` goes (the axis replaces the legacy `__timestamp`);
 * `extras.time_grain_sqla` stays, as the reference describes, so normalising again (base query,
 * then each final query) still finds the grain. Applying it twice changes nothing.
 */
import type { AdhocColumn, Column, RawQueryObject } from './query-object';
import { xAxisColumn } from './time-grain-column';

function isAdhocColumn(column: unknown): column is AdhocColumn {
  return (
    typeof column === 'object' &&
    column !== null &&
    typeof (column as { sqlExpression?: unknown }).sqlExpression === 'string'
  );
}

function sameColumn(column: Column, xAxis: Column): boolean {
  if (typeof column === 'string' && typeof xAxis === 'string') return column === xAxis;
  if (isAdhocColumn(column) && isAdhocColumn(xAxis)) {
    return column.sqlExpression === xAxis.sqlExpression;
  }
  return false;
}

export function normalizeTimeColumn(
  formData: { x_axis?: Column | null },
  queryObject: RawQueryObject,
): RawQueryObject {
  const xAxis = formData.x_axis;
  if (!xAxis) return queryObject;
  const columns = queryObject.columns ?? [];
  const axisIndex = columns.findIndex((column) => sameColumn(column, xAxis));
  if (axisIndex < 0) return queryObject;
  const axisColumn = columns[axisIndex] as Column;
  if (isAdhocColumn(axisColumn) && axisColumn.columnType === 'BASE_AXIS') return queryObject;

  const timeGrain = queryObject.extras.time_grain_sqla;
  const normalized: AdhocColumn = isAdhocColumn(axisColumn)
    ? { timeGrain, columnType: 'BASE_AXIS', ...axisColumn }
    : xAxisColumn(axisColumn, timeGrain);
  const nextColumns = [...columns];
  nextColumns[axisIndex] = normalized;
  const { is_timeseries: _isTimeseries, ...rest } = queryObject;
  return { ...rest, columns: nextColumns };
}
