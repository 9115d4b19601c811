/**
 * Which component may hold which (Superset's isValidChild). A child is allowed when
 * the parent's depth is at most the table's limit for that pair. Depth counts nesting levels from
 * ROOT (0); TABS and TAB do not add a level, except that the content of a top-level tab starts a
 * new grid level, as the grid does:
 *
 *   root(0) > grid(1) > row(2) > column(3) > row(4) > chart(5)
 *   root(0) > grid(1) > tabs(2) > tab(2) > row(2) > column(3) > row(4) > chart(5)
 *   root(0) > top-level tabs(1) > tab(1) > row(2) > column(3) > row(4) > chart(5)
 *   root(0) > top-level tabs(1) > tab(1) > tabs(2) > tab(2) > row(2) > ...
 */
import { DASHBOARD_ROOT_DEPTH, DASHBOARD_ROOT_ID } from './layout-constants';
import { ancestorIds } from './layout-tree';
import type { DashboardLayout, LayoutComponentType } from './layout-types';

type DepthLimits = Partial<Record<LayoutComponentType, number>>;

const ROOT_LIMIT = 0;
const GRID_LIMIT = 1;
const ROW_LIMIT = 4;
const TABS_LIMIT = 3;
const CONTAINER_LIMIT = 3;
const LEAF_LIMIT = 5;

/** Deepest parent depth at which each parent type may hold each child type. */
const MAX_PARENT_DEPTH: Partial<Record<LayoutComponentType, DepthLimits>> = {
  ROOT: { TABS: ROOT_LIMIT, GRID: ROOT_LIMIT },
  GRID: {
    CHART: GRID_LIMIT,
    MARKDOWN: GRID_LIMIT,
    DYNAMIC: GRID_LIMIT,
    COLUMN: GRID_LIMIT,
    ROW: GRID_LIMIT,
    HEADER: GRID_LIMIT,
    DIVIDER: GRID_LIMIT,
    TABS: GRID_LIMIT,
  },
  ROW: { CHART: ROW_LIMIT, MARKDOWN: ROW_LIMIT, DYNAMIC: ROW_LIMIT, COLUMN: ROW_LIMIT },
  TABS: { TAB: TABS_LIMIT },
  TAB: {
    CHART: LEAF_LIMIT,
    MARKDOWN: LEAF_LIMIT,
    DYNAMIC: LEAF_LIMIT,
    COLUMN: CONTAINER_LIMIT,
    ROW: CONTAINER_LIMIT,
    HEADER: LEAF_LIMIT,
    DIVIDER: LEAF_LIMIT,
    TABS: CONTAINER_LIMIT,
  },
  COLUMN: {
    CHART: LEAF_LIMIT,
    MARKDOWN: LEAF_LIMIT,
    ROW: CONTAINER_LIMIT,
    HEADER: LEAF_LIMIT,
    DIVIDER: CONTAINER_LIMIT,
    TABS: CONTAINER_LIMIT,
  },
};

export function isValidChild(
  parentType: LayoutComponentType | undefined,
  parentDepth: number,
  childType: LayoutComponentType,
): boolean {
  if (parentType === undefined) return false;
  const limit = MAX_PARENT_DEPTH[parentType]?.[childType];
  return limit !== undefined && parentDepth <= limit;
}

/**
 * Depth of a child of a component of `parentType` at `parentDepth`. `parentIsTopLevelTab` marks
 * a TAB of the top-level TABS, whose content sits one level below it, like the grid's.
 */
export function childDepth(
  parentType: LayoutComponentType,
  parentDepth: number,
  parentIsTopLevelTab = false,
): number {
  if (parentType === 'TABS') return parentDepth;
  if (parentType === 'TAB' && !parentIsTopLevelTab) return parentDepth;
  return parentDepth + 1;
}

/** Nesting depth of a component in the layout (ROOT is 0; see the examples above). */
export function componentDepth(layout: DashboardLayout, id: string): number {
  const chain = [...ancestorIds(layout, id), id];
  const top = layout[chain[0] ?? id];
  let depth = top?.type === 'ROOT' ? DASHBOARD_ROOT_DEPTH : DASHBOARD_ROOT_DEPTH + 1;
  for (let index = 1; index < chain.length; index += 1) {
    const parent = layout[chain[index - 1] ?? ''];
    if (!parent) break;
    const parentIsTopLevelTab =
      parent.type === 'TAB' && index >= 3 && chain[index - 3] === DASHBOARD_ROOT_ID;
    depth = childDepth(parent.type, depth, parentIsTopLevelTab);
  }
  return depth;
}
