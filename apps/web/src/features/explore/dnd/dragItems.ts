/**
 * What can be dragged from the datasource panel into the control panel's drop zones (dnd-kit
 * `data` of a draggable). Drop zones accept the kinds their control takes: metric zones take
 * metrics and columns (a column becomes a SIMPLE adhoc metric), column zones take columns, filter
 * zones take both (a metric becomes a HAVING filter).
 */
import type { DatasourceColumn, DatasourceMetric } from '../../../models/datasourceTypes';

export type DatasourceDragItem =
  { kind: 'column'; column: DatasourceColumn } | { kind: 'metric'; metric: DatasourceMetric };

export function isDatasourceDragItem(value: unknown): value is DatasourceDragItem {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'column' || kind === 'metric';
}

/** The draggable id of a datasource item; unique across columns and metrics. */
export function dragItemId(item: DatasourceDragItem): string {
  return item.kind === 'column'
    ? `column:${item.column.column_name}`
    : `metric:${item.metric.metric_name}`;
}
