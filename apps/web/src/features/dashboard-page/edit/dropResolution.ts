/**
 * Where a drag would land, from the components under the pointer (innermost first) and the
 * pointer's distance to their edges. The rules themselves are the layout package's
 * (`getDropPosition`, `getDropDestination`); this file only decides which of the nested
 * components under the pointer is asked, and where the drop line goes on screen.
 */
import {
  DROP_BOTTOM,
  DROP_FORBIDDEN,
  DROP_LEFT,
  DROP_TOP,
} from '@panorama/core/layout/layout-constants';
import {
  componentOrientation,
  getDropDestination,
  getDropPosition,
  isChildDrop,
  type EdgeOffsets,
} from '@panorama/core/layout/drop-position';
import { ancestorIds } from '@panorama/core/layout/layout-tree';
import type {
  DashboardLayout,
  DropPosition,
  LayoutComponentType,
  LayoutDestination,
} from '@panorama/core/layout/layout-types';

export interface Point {
  x: number;
  y: number;
}

/** A box in viewport pixels (a DOMRect has these fields). */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A layout component under the pointer and its box. */
export interface DropCandidate {
  id: string;
  rect: Box;
}

/** The pointer's distance to each edge of the box (negative outside it). */
export function edgeOffsets(point: Point, rect: Box): EdgeOffsets {
  return {
    top: point.y - rect.top,
    right: rect.right - point.x,
    bottom: rect.bottom - point.y,
    left: point.x - rect.left,
  };
}

export interface ResolvedDrop {
  /** The component the pointer is over that decided the drop. */
  targetId: string;
  position: Exclude<DropPosition, typeof DROP_FORBIDDEN>;
  /** Inside the target (true) or next to it (false). */
  childDrop: boolean;
  destination: LayoutDestination;
}

export interface ResolveDropArgs {
  layout: DashboardLayout;
  draggingType: LayoutComponentType;
  /** Set when the dragged component is already on the dashboard. */
  draggingId?: string;
  /** Components under the pointer, innermost first. */
  candidates: readonly DropCandidate[];
  point: Point;
}

/**
 * The innermost component under the pointer that can take the drop decides it. A component that
 * can take the dragged type neither inside nor beside it is skipped, and the next one out is
 * still the "shallow" target (the innermost one that matters). Hovering the dragged component
 * itself means "stay": no drop.
 */
export function resolveDrop(args: ResolveDropArgs): ResolvedDrop | null {
  const { layout, draggingType, draggingId, point } = args;
  let isShallow = true;
  for (const candidate of args.candidates) {
    if (!layout[candidate.id]) continue;
    if (
      draggingId !== undefined &&
      (candidate.id === draggingId || ancestorIds(layout, candidate.id).includes(draggingId))
    ) {
      return null;
    }
    const position = getDropPosition({
      layout,
      draggingType,
      draggingId,
      targetId: candidate.id,
      offsetFromEdges: edgeOffsets(point, candidate.rect),
      isShallow,
    });
    if (position === DROP_FORBIDDEN) continue;
    if (position === null) {
      isShallow = false;
      continue;
    }
    const destination = getDropDestination({
      layout,
      targetId: candidate.id,
      position,
      draggingId,
    });
    if (!destination) {
      isShallow = false;
      continue;
    }
    return {
      targetId: candidate.id,
      position,
      childDrop: isChildDrop(componentOrientation(layout, candidate.id), position),
      destination,
    };
  }
  return null;
}

/** A line on screen, in viewport pixels. */
export interface LineBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface IndicatorArgs {
  position: ResolvedDrop['position'];
  childDrop: boolean;
  /** The target's box. */
  rect: Box;
  /** For a drop at the end of a container: the box of its last child, when on screen. */
  lastChildRect?: Box | null;
  /** Space between neighbouring components: a sibling line sits in its middle. */
  gap: number;
  thickness: number;
}

/**
 * The drop line: between the target and its neighbour for a drop beside it; inside the target,
 * at its start or after its last child, for a drop into it.
 */
export function indicatorBox(args: IndicatorArgs): LineBox {
  const { position, childDrop, rect, lastChildRect, gap, thickness } = args;
  const half = thickness / 2;
  const horizontal = position === DROP_TOP || position === DROP_BOTTOM;
  const atStart = position === DROP_TOP || position === DROP_LEFT;
  let offset: number;
  if (!childDrop) {
    // Beside the target: in the gutter before or after it.
    if (horizontal) offset = atStart ? rect.top - gap / 2 : rect.bottom + gap / 2;
    else offset = atStart ? rect.left - gap / 2 : rect.right + gap / 2;
  } else if (atStart) {
    offset = horizontal ? rect.top + half : rect.left + half;
  } else if (lastChildRect) {
    const after = horizontal ? lastChildRect.bottom : lastChildRect.right;
    const limit = horizontal ? rect.bottom - half : rect.right - half;
    offset = Math.min(after + gap / 2, limit);
  } else {
    offset = horizontal ? rect.bottom - half : rect.right - half;
  }
  if (horizontal) {
    return {
      left: rect.left,
      top: offset - half,
      width: rect.right - rect.left,
      height: thickness,
    };
  }
  return { left: offset - half, top: rect.top, width: thickness, height: rect.bottom - rect.top };
}
