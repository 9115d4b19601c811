/**
 * Widths in grid columns: how much room a component takes and needs, and the width
 * a component gets when it is dropped somewhere else.
 */
import { GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT } from './layout-constants';
import { findParentId, isResizableComponent } from './layout-tree';
import type { DashboardLayout, LayoutItem } from './layout-types';

export interface DetailedComponentWidth {
  /** Columns the component spans. */
  width?: number;
  /** Columns its children already use (rows), 0 for a column (its children stack). */
  occupiedWidth?: number;
  /** Narrowest it may become. */
  minimumWidth?: number;
}

function numericWidth(item: LayoutItem | undefined): number | undefined {
  const width = item?.meta.width;
  return typeof width === 'number' && Number.isFinite(width) ? width : undefined;
}

/** Sum of the children's widths: what a row's children occupy side by side. */
export function totalChildWidth(layout: DashboardLayout, item: LayoutItem): number {
  return item.children.reduce((sum, childId) => sum + (numericWidth(layout[childId]) ?? 0), 0);
}

/** Widths of a component that may not be in the layout yet (a palette item being dropped). */
export function detailedWidthOf(
  layout: DashboardLayout,
  item: LayoutItem,
  parentId: string | undefined = findParentId(layout, item.id),
): DetailedComponentWidth {
  switch (item.type) {
    case 'ROW': {
      // A row spans its parent column, or the whole grid.
      const parent = parentId === undefined ? undefined : layout[parentId];
      const occupiedWidth = totalChildWidth(layout, item);
      return {
        width: (parent && detailedWidthOf(layout, parent).width) || GRID_COLUMN_COUNT,
        occupiedWidth,
        minimumWidth: occupiedWidth || GRID_MIN_COLUMN_COUNT,
      };
    }
    case 'COLUMN': {
      // Rows inside a column sit side by side, so the widest row bounds how narrow it can get.
      let minimumWidth = GRID_MIN_COLUMN_COUNT;
      for (const childId of item.children) {
        const child = layout[childId];
        if (child?.type === 'ROW') {
          minimumWidth = Math.max(minimumWidth, totalChildWidth(layout, child));
        }
      }
      return { width: numericWidth(item), occupiedWidth: 0, minimumWidth };
    }
    case 'CHART':
    case 'MARKDOWN':
    case 'DYNAMIC':
      return {
        width: numericWidth(item),
        occupiedWidth: numericWidth(item),
        // What cannot be resized cannot be narrowed to fit either.
        minimumWidth: isResizableComponent(item)
          ? GRID_MIN_COLUMN_COUNT
          : (numericWidth(item) ?? GRID_MIN_COLUMN_COUNT),
      };
    case 'ROOT':
    case 'GRID':
    case 'HEADER':
    case 'DIVIDER':
    case 'TABS':
    case 'TAB':
      return { width: numericWidth(item), occupiedWidth: numericWidth(item) };
  }
}

export function getDetailedComponentWidth(
  layout: DashboardLayout,
  id: string,
): DetailedComponentWidth {
  const item = layout[id];
  return item ? detailedWidthOf(layout, item) : {};
}

/** Free columns inside a component, or NaN when it has no width of its own (grid, tabs). */
function capacityOf(layout: DashboardLayout, id: string | undefined): number {
  const item = id === undefined ? undefined : layout[id];
  if (!item) return Number.NaN;
  const { width, occupiedWidth } = detailedWidthOf(layout, item);
  if (width === undefined || occupiedWidth === undefined) return Number.NaN;
  return width - occupiedWidth;
}

export type ComponentWidthFromDropArgs = (
  | { draggingId: string; draggingItem?: undefined }
  | { draggingItem: LayoutItem; draggingId?: undefined }
) & {
  /** The dragged component's current parent; omit for a new component. */
  sourceParentId?: string;
  destinationId: string;
};

/**
 * The width a dropped component gets: unchanged within its own container; its full width when it
 * fits the destination; the space left when that is at least its minimum; otherwise -1 (the drop
 * overflows). Undefined when the component or the destination has no width to compare.
 */
export function getComponentWidthFromDrop(
  layout: DashboardLayout,
  args: ComponentWidthFromDropArgs,
): number | undefined {
  const dragging = args.draggingItem ?? layout[args.draggingId ?? ''];
  if (!dragging) return undefined;
  if (args.sourceParentId !== undefined && args.sourceParentId === args.destinationId) {
    return numericWidth(dragging);
  }
  const draggingWidth = detailedWidthOf(layout, dragging, args.sourceParentId);
  let capacity = capacityOf(layout, args.destinationId);
  if (Number.isNaN(capacity)) {
    // A grid or tab has no width: it wraps the drop in a full row, bounded by what holds it.
    capacity = capacityOf(layout, findParentId(layout, args.destinationId));
  }
  const { width, minimumWidth } = draggingWidth;
  if (Number.isNaN(capacity) || width === undefined) return width;
  if (width <= capacity) return width;
  if (minimumWidth !== undefined && minimumWidth <= capacity) return capacity;
  return -1;
}

/** True when the drop computed above overflows its destination (Superset's dropOverflowsParent). */
export function dropOverflowsParent(
  layout: DashboardLayout,
  args: ComponentWidthFromDropArgs,
): boolean {
  const width = getComponentWidthFromDrop(layout, args);
  return width !== undefined && width < 0;
}
