/**
 * Whether a component (with everything it holds) may be placed in a parent: the 2.4 table applied
 * to the component at the parent's real depth, and to what it holds at their new depths, so a
 * move cannot carry containers deeper than the table allows. Two links inside a moved component
 * are not re-checked because Superset makes them without checking: a tabs container's own tabs,
 * and a row directly in a tab or the grid (the row `shouldWrapChildInRow` adds); what such a row
 * holds is still checked.
 */
import { DASHBOARD_ROOT_ID } from './layout-constants';
import { isTopLevelTab } from './layout-tree';
import type { DashboardLayout, LayoutComponentType, LayoutItem } from './layout-types';
import { childDepth, componentDepth, isValidChild } from './valid-child';

/** Charts, columns and markdown dropped straight into the grid or a tab get a row of their own. */
export function shouldWrapChildInRow(
  parentType: LayoutComponentType,
  childType: LayoutComponentType,
): boolean {
  return (
    (parentType === 'GRID' || parentType === 'TAB') &&
    (childType === 'CHART' || childType === 'COLUMN' || childType === 'MARKDOWN')
  );
}

function linkStillValid(
  parentType: LayoutComponentType,
  parentDepth: number,
  childType: LayoutComponentType,
): boolean {
  if (parentType === 'TABS' && childType === 'TAB') return true;
  if ((parentType === 'TAB' || parentType === 'GRID') && childType === 'ROW') return true;
  return isValidChild(parentType, parentDepth, childType);
}

/**
 * Checks the children of `item` (at `depth`) and below against the table. `topLevel` marks the
 * top-level TABS and its TABs, whose content starts a new grid level.
 */
function descendantsFit(
  layout: DashboardLayout,
  item: LayoutItem,
  depth: number,
  topLevel: boolean,
  seen: Set<string>,
): boolean {
  const depthOfChildren = childDepth(item.type, depth, topLevel && item.type === 'TAB');
  for (const childId of item.children) {
    const child = layout[childId];
    if (!child || seen.has(childId)) continue;
    seen.add(childId);
    if (!linkStillValid(item.type, depth, child.type)) return false;
    const childTopLevel = topLevel && item.type === 'TABS';
    if (!descendantsFit(layout, child, depthOfChildren, childTopLevel, seen)) return false;
  }
  return true;
}

/** True when `dragging` may become a child of `parentId` (wrapped in a row where that applies). */
export function canPlaceComponent(
  layout: DashboardLayout,
  dragging: LayoutItem,
  parentId: string,
): boolean {
  const parent = layout[parentId];
  if (!parent) return false;
  // ROOT takes tabs only while it holds the grid: there is one set of top-level tabs.
  const rootChild = parent.type === 'ROOT' ? layout[parent.children[0] ?? ''] : undefined;
  if (parent.type === 'ROOT' && rootChild?.type !== 'GRID') return false;
  const parentDepth = componentDepth(layout, parentId);
  if (!isValidChild(parent.type, parentDepth, dragging.type)) return false;
  let depth = childDepth(parent.type, parentDepth, isTopLevelTab(layout, parentId));
  if (shouldWrapChildInRow(parent.type, dragging.type)) depth = childDepth('ROW', depth);
  const topLevel = parentId === DASHBOARD_ROOT_ID;
  return descendantsFit(layout, dragging, depth, topLevel, new Set([dragging.id]));
}
