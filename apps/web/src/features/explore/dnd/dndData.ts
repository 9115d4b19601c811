/**
 * What the explore page's dnd-kit context carries besides datasource items: drop zones register
 * as droppables with `ZoneDropData`, and the items inside a zone are sortables with
 * `ZoneItemDragData`, so one drag-end event tells a zone both "an item was dropped on me" and
 * "one of my items moved".
 */
import type { Active, Over } from '@dnd-kit/core';
import { isDatasourceDragItem, type DatasourceDragItem } from './dragItems';

export interface ZoneDropData {
  kind: 'zone';
  zone: string;
}

export interface ZoneItemDragData {
  kind: 'zone-item';
  zone: string;
  index: number;
  label: string;
}

export function zoneDroppableId(zone: string): string {
  return `dnd-zone:${zone}`;
}

export function zoneItemId(zone: string, index: number): string {
  return `dnd-zone:${zone}:item:${index}`;
}

export function isZoneItemData(value: unknown): value is ZoneItemDragData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'zone-item' &&
    typeof (value as { zone?: unknown }).zone === 'string' &&
    typeof (value as { index?: unknown }).index === 'number'
  );
}

function isZoneDropData(value: unknown): value is ZoneDropData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'zone' &&
    typeof (value as { zone?: unknown }).zone === 'string'
  );
}

/** The zone a drag is over: the zone itself or one of its items; null elsewhere. */
export function zoneOf(over: Pick<Over, 'data'> | null | undefined): string | null {
  const data: unknown = over?.data.current;
  if (isZoneDropData(data) || isZoneItemData(data)) return data.zone;
  return null;
}

/** The datasource item being dragged, if the drag came from the datasource panel. */
export function datasourceItemOf(
  active: Pick<Active, 'data'> | null | undefined,
): DatasourceDragItem | null {
  const data: unknown = active?.data.current;
  return isDatasourceDragItem(data) ? data : null;
}

/** What the drag overlay shows: a column's or metric's display name, or a zone item's label. */
export function dragLabel(data: unknown): string {
  if (isDatasourceDragItem(data)) {
    return data.kind === 'column'
      ? data.column.verbose_name || data.column.column_name
      : data.metric.verbose_name || data.metric.metric_name;
  }
  if (isZoneItemData(data)) return data.label;
  return '';
}

/**
 * The reorder a drag-end means for `zone`: from and to indexes when one of its items was dropped
 * on another of its items, else null.
 */
export function reorderOf(
  zone: string,
  active: Pick<Active, 'data'>,
  over: Pick<Over, 'data'> | null,
): { from: number; to: number } | null {
  const from: unknown = active.data.current;
  const to: unknown = over?.data.current;
  if (!isZoneItemData(from) || !isZoneItemData(to)) return null;
  if (from.zone !== zone || to.zone !== zone || from.index === to.index) return null;
  return { from: from.index, to: to.index };
}
