/**
 * Where a dragged component would land when released over a target (Superset's
 * getDropPosition), from the layout and the cursor's distance to the target's edges, with no DOM.
 * A drop lands either inside the target (as its child) or next to it (as a sibling); which ones
 * are allowed comes from the parent/child table, and the cursor decides between them.
 */
import {
  DROP_BOTTOM,
  DROP_FORBIDDEN,
  DROP_LEFT,
  DROP_RIGHT,
  DROP_TOP,
  NON_SHALLOW_DROP_THRESHOLD,
  SIBLING_DROP_THRESHOLD,
} from './layout-constants';
import { ancestorIds, findParentId } from './layout-tree';
import type {
  DashboardLayout,
  DropPosition,
  LayoutComponentType,
  LayoutDestination,
  LayoutItem,
} from './layout-types';
import { canPlaceComponent } from './placement';

/** Cursor distance in pixels to each edge of the target's box. */
export interface EdgeOffsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * 'row' when the component lays its children side by side (rows, tabs), 'column' when they
 * stack. A leaf takes the opposite of its siblings' direction, so it is 'column' inside a row.
 */
export type DropOrientation = 'row' | 'column';

export function componentOrientation(layout: DashboardLayout, id: string): DropOrientation {
  const item = layout[id];
  switch (item?.type) {
    case 'ROW':
    case 'TABS':
      return 'row';
    case 'COLUMN':
    case 'TAB':
    case 'GRID':
    case 'ROOT':
      return 'column';
    case undefined:
      return 'column';
    case 'CHART':
    case 'MARKDOWN':
    case 'DYNAMIC':
    case 'HEADER':
    case 'DIVIDER': {
      const parentId = findParentId(layout, id);
      return parentId !== undefined && layout[parentId]?.type === 'ROW' ? 'column' : 'row';
    }
  }
}

export interface DropPositionArgs {
  layout: DashboardLayout;
  draggingType: LayoutComponentType;
  /** The dragged component's id when it is already on the dashboard (a move). */
  draggingId?: string;
  targetId: string;
  /** Cursor vs target box; needed only when the drop could go both inside and beside it. */
  offsetFromEdges?: EdgeOffsets;
  /** False when the cursor is over a target nested inside the shallowest one hovered. */
  isShallow?: boolean;
}

function childPosition(orientation: DropOrientation, hasChildren: boolean): DropPosition {
  if (orientation === 'row') return hasChildren ? DROP_RIGHT : DROP_LEFT;
  return hasChildren ? DROP_BOTTOM : DROP_TOP;
}

export function getDropPosition(args: DropPositionArgs): DropPosition | null {
  const { layout, draggingId, targetId, offsetFromEdges: edges } = args;
  const target = layout[targetId];
  if (!target || draggingId === targetId) return null;
  if (draggingId !== undefined && ancestorIds(layout, targetId).includes(draggingId)) {
    return DROP_FORBIDDEN;
  }
  const dragging: LayoutItem = (draggingId === undefined ? undefined : layout[draggingId]) ?? {
    id: draggingId ?? '',
    type: args.draggingType,
    children: [],
    meta: {},
  };
  const parentId = findParentId(layout, targetId);
  const validChild = canPlaceComponent(layout, dragging, targetId);
  const validSibling = parentId !== undefined && canPlaceComponent(layout, dragging, parentId);
  if (!validChild && !validSibling) return DROP_FORBIDDEN;

  const orientation = componentOrientation(layout, targetId);
  const asChild = childPosition(orientation, target.children.length > 0);
  if (validChild && !validSibling) return asChild;

  if (!edges) return null;
  const isShallow = args.isShallow ?? true;
  const nearAnEdge = [edges.top, edges.right, edges.bottom, edges.left].some(
    (distance) => distance <= NON_SHALLOW_DROP_THRESHOLD,
  );
  if (!isShallow && !nearAnEdge) return null;

  // Siblings line up across the target's own direction: beside a row-like target they stack.
  const siblingsStack = orientation === 'row';
  if (!validChild) {
    if (siblingsStack) return edges.top < edges.bottom ? DROP_TOP : DROP_BOTTOM;
    return edges.left < edges.right ? DROP_LEFT : DROP_RIGHT;
  }
  if (siblingsStack) {
    if (edges.top < SIBLING_DROP_THRESHOLD) return DROP_TOP;
    if (edges.bottom < SIBLING_DROP_THRESHOLD) return DROP_BOTTOM;
  } else {
    if (edges.left < SIBLING_DROP_THRESHOLD) return DROP_LEFT;
    if (edges.right < SIBLING_DROP_THRESHOLD) return DROP_RIGHT;
  }
  return asChild;
}

/** True when the position means "inside the target" rather than "next to it". */
export function isChildDrop(orientation: DropOrientation, position: DropPosition): boolean {
  const sideways = position === DROP_LEFT || position === DROP_RIGHT;
  return orientation === 'row' ? sideways : !sideways;
}

/**
 * The destination for applyLayoutAction of a drop at `position` over `targetId`: a child drop
 * appends to the target; a sibling drop goes before (top/left) or after (bottom/right) it. The
 * index is final: it already accounts for the dragged component leaving the same parent.
 */
export function getDropDestination(args: {
  layout: DashboardLayout;
  targetId: string;
  position: DropPosition | null;
  draggingId?: string;
}): LayoutDestination | null {
  const { layout, targetId, position, draggingId } = args;
  const target = layout[targetId];
  if (!target || position === null || position === DROP_FORBIDDEN) return null;
  const finalIndex = (parent: LayoutItem, index: number) => {
    const from = draggingId === undefined ? -1 : parent.children.indexOf(draggingId);
    return from !== -1 && from < index ? index - 1 : index;
  };
  if (isChildDrop(componentOrientation(layout, targetId), position)) {
    return { id: targetId, index: finalIndex(target, target.children.length) };
  }
  const parentId = findParentId(layout, targetId);
  const parent = parentId === undefined ? undefined : layout[parentId];
  if (!parent) return null;
  const after = position === DROP_BOTTOM || position === DROP_RIGHT ? 1 : 0;
  return { id: parent.id, index: finalIndex(parent, parent.children.indexOf(targetId) + after) };
}
