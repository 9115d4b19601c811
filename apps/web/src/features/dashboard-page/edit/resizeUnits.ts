/**
 * Resizing in layout units: widths in whole grid columns from the pointer's horizontal travel
 * and the measured column width, heights in GRID_BASE_UNIT (8 px) steps between
 * GRID_MIN_ROW_UNITS and GRID_MAX_ROW_UNITS. The layout package applies the same bounds on
 * release; using them here keeps the live preview equal to what the release will give.
 */
import {
  GRID_BASE_UNIT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_GUTTER_SIZE,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_ROW_UNITS,
} from '@panorama/core/layout/layout-constants';
import { isResizableComponent } from '@panorama/core/layout/layout-tree';
import type { WidthBounds } from '@panorama/core/layout/layout-resize';
import type {
  LayoutComponentType,
  LayoutItem,
  LayoutItemMeta,
} from '@panorama/core/layout/layout-types';

/** The handles a component offers: its right edge, bottom edge and bottom-right corner. */
export type ResizeHandle = 'right' | 'bottom' | 'bottomRight';

/**
 * A column is as tall as what it holds, so only its width is the user's to set. A chart or
 * markdown standing directly in a column spans the column, so only its height is.
 */
export function resizeHandlesFor(
  item: Pick<LayoutItem, 'type' | 'meta'>,
  parentType?: LayoutComponentType,
): ResizeHandle[] {
  if (!isResizableComponent(item)) return [];
  if (item.type === 'COLUMN') return ['right'];
  if (parentType === 'COLUMN') return ['bottom'];
  return ['right', 'bottom', 'bottomRight'];
}

export function handleAxes(handle: ResizeHandle): { width: boolean; height: boolean } {
  return { width: handle !== 'bottom', height: handle !== 'right' };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Current size in layout units (the defaults of a new chart when meta has none). */
export function sizeUnitsOf(meta: LayoutItemMeta): { width: number; height: number } {
  const width = typeof meta.width === 'number' && meta.width > 0 ? meta.width : undefined;
  const height = typeof meta.height === 'number' && meta.height > 0 ? meta.height : undefined;
  return {
    width: width ?? GRID_DEFAULT_CHART_WIDTH,
    height: height ?? GRID_DEFAULT_CHART_HEIGHT,
  };
}

/**
 * Width after dragging the right edge `deltaX` pixels: one column per column width plus gutter
 * travelled, rounded to the nearest column, within the bounds where the component stands.
 * Without a measured column width the width stays as it was.
 */
export function widthUnitsAfterDrag(
  startUnits: number,
  deltaX: number,
  columnUnit: number,
  bounds: WidthBounds,
): number {
  if (!(columnUnit > 0)) return startUnits;
  const columns = startUnits + Math.round(deltaX / (columnUnit + GRID_GUTTER_SIZE));
  // An over-full row leaves no valid width (min > max): keep the current one, as on release.
  if (bounds.min > bounds.max) return startUnits;
  return clamp(columns, bounds.min, bounds.max);
}

/** Height after dragging the bottom edge `deltaY` pixels, in whole GRID_BASE_UNIT steps. */
export function heightUnitsAfterDrag(startUnits: number, deltaY: number): number {
  const units = startUnits + Math.round(deltaY / GRID_BASE_UNIT);
  return clamp(units, GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
}

/** One keyboard step on a focused handle: arrows change the size by one unit. */
export function keyboardResizeStep(
  key: string,
  handle: ResizeHandle,
): { width: number; height: number } | null {
  const axes = handleAxes(handle);
  switch (key) {
    case 'ArrowRight':
      return axes.width ? { width: 1, height: 0 } : null;
    case 'ArrowLeft':
      return axes.width ? { width: -1, height: 0 } : null;
    case 'ArrowDown':
      return axes.height ? { width: 0, height: 1 } : null;
    case 'ArrowUp':
      return axes.height ? { width: 0, height: -1 } : null;
    default:
      return null;
  }
}
