/**
 * Resizing and meta edits. Widths are whole grid columns, bounded by the grid (1..12), by the room
 * the parent row has left (or the parent column's width) and, for a column, by its widest row;
 * heights are whole GRID_BASE_UNIT units between GRID_MIN_ROW_UNITS and GRID_MAX_ROW_UNITS.
 */
import { detailedWidthOf } from './component-width';
import {
  GRID_COLUMN_COUNT,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
} from './layout-constants';
import { COMPONENT_MISSING_MESSAGE, NOT_RESIZABLE_MESSAGE } from './layout-messages';
import { findParentId, isResizableComponent } from './layout-tree';
import type {
  DashboardLayout,
  LayoutActionResult,
  LayoutItem,
  LayoutItemMeta,
} from './layout-types';

export interface WidthBounds {
  min: number;
  max: number;
}

/** The widths a component may take where it stands. */
export function widthBounds(layout: DashboardLayout, item: LayoutItem): WidthBounds {
  const min =
    item.type === 'COLUMN'
      ? (detailedWidthOf(layout, item).minimumWidth ?? GRID_MIN_COLUMN_COUNT)
      : GRID_MIN_COLUMN_COUNT;
  let max = GRID_COLUMN_COUNT;
  const parentId = findParentId(layout, item.id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (parent?.type === 'ROW') {
    const row = detailedWidthOf(layout, parent);
    const ownWidth = typeof item.meta.width === 'number' ? item.meta.width : 0;
    max = Math.min(max, (row.width ?? GRID_COLUMN_COUNT) - (row.occupiedWidth ?? 0) + ownWidth);
  } else if (parent?.type === 'COLUMN' && typeof parent.meta.width === 'number') {
    max = Math.min(max, parent.meta.width);
  }
  return { min, max };
}

function clampToWholeUnits(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function resizeComponent(
  layout: DashboardLayout,
  componentId: string,
  size: { width?: number; height?: number },
): LayoutActionResult {
  const item = layout[componentId];
  if (!item) return { layout, error: COMPONENT_MISSING_MESSAGE };
  if (!isResizableComponent(item)) return { layout, error: NOT_RESIZABLE_MESSAGE };
  const meta: LayoutItemMeta = { ...item.meta };
  if (size.width !== undefined && Number.isFinite(size.width)) {
    const { min, max } = widthBounds(layout, item);
    // A layout that is already over-full offers no valid width: leave the width as it is.
    if (min <= max) meta.width = clampToWholeUnits(size.width, min, max);
  }
  // Columns take the height of what they hold; only the other resizable components have one.
  if (size.height !== undefined && Number.isFinite(size.height) && item.type !== 'COLUMN') {
    meta.height = clampToWholeUnits(size.height, GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
  }
  if (meta.width === item.meta.width && meta.height === item.meta.height) return { layout };
  return { layout: { ...layout, [componentId]: { ...item, meta } } };
}

/**
 * Merges `patch` into a component's meta; a key set to undefined is removed. Width and height go
 * through the resize rules, so they cannot escape their bounds this way.
 */
export function updateComponentMeta(
  layout: DashboardLayout,
  componentId: string,
  patch: Partial<LayoutItemMeta>,
): LayoutActionResult {
  const item = layout[componentId];
  if (!item) return { layout, error: COMPONENT_MISSING_MESSAGE };
  const { width, height, ...rest } = patch;
  const sized = width !== undefined || height !== undefined;
  if (sized && !isResizableComponent(item)) return { layout, error: NOT_RESIZABLE_MESSAGE };
  let next = layout;
  const meta: LayoutItemMeta = { ...item.meta };
  let changed = false;
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined ? key in meta : meta[key] !== value) changed = true;
    if (value === undefined) delete meta[key];
    else meta[key] = value;
  }
  if (changed) next = { ...layout, [componentId]: { ...item, meta } };
  if (!sized) return { layout: next };
  return resizeComponent(next, componentId, { width, height });
}
