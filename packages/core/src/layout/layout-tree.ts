/**
 * Reading the layout as a tree. Relations are taken from `children` lists, which are what the
 * dashboard renders; the stored `parents` arrays are a cache that `syncParents` keeps in step.
 */
import { DASHBOARD_GRID_ID, DASHBOARD_HEADER_ID, DASHBOARD_ROOT_ID } from './layout-constants';
import type { DashboardLayout, LayoutComponentType, LayoutItem } from './layout-types';

/** The component whose `children` holds `childId`, if any. */
export function findParentId(layout: DashboardLayout, childId: string): string | undefined {
  // The cached parents array is usually right; check it before scanning every component.
  const cached = layout[childId]?.parents?.at(-1);
  if (cached !== undefined && layout[cached]?.children.includes(childId)) return cached;
  for (const item of Object.values(layout)) {
    if (item.children.includes(childId)) return item.id;
  }
  return undefined;
}

/** Ids from the top of the tree (normally ROOT_ID) down to the component's parent. */
export function ancestorIds(layout: DashboardLayout, id: string): string[] {
  const ancestors: string[] = [];
  const seen = new Set<string>([id]);
  let current = findParentId(layout, id);
  while (current !== undefined && !seen.has(current)) {
    ancestors.unshift(current);
    seen.add(current);
    current = findParentId(layout, current);
  }
  return ancestors;
}

/** Every id below the component, depth first; safe against cycles in a malformed layout. */
export function descendantIds(layout: DashboardLayout, id: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([id]);
  const visit = (parentId: string) => {
    for (const childId of layout[parentId]?.children ?? []) {
      if (seen.has(childId) || !layout[childId]) continue;
      seen.add(childId);
      found.push(childId);
      visit(childId);
    }
  };
  visit(id);
  return found;
}

/** Components reachable from ROOT_ID in render order (ROOT first). */
export function reachableIds(layout: DashboardLayout): string[] {
  return layout[DASHBOARD_ROOT_ID]
    ? [DASHBOARD_ROOT_ID, ...descendantIds(layout, DASHBOARD_ROOT_ID)]
    : [];
}

export function isTopLevelTabs(layout: DashboardLayout, id: string): boolean {
  return layout[id]?.type === 'TABS' && findParentId(layout, id) === DASHBOARD_ROOT_ID;
}

/** A TAB of the TABS that sits directly under ROOT: its content starts a new grid level. */
export function isTopLevelTab(layout: DashboardLayout, id: string): boolean {
  if (layout[id]?.type !== 'TAB') return false;
  const tabsId = findParentId(layout, id);
  return tabsId !== undefined && isTopLevelTabs(layout, tabsId);
}

/** ROOT, the grid and the title holder are fixed parts of every dashboard. */
export function isLockedComponent(id: string): boolean {
  return id === DASHBOARD_ROOT_ID || id === DASHBOARD_GRID_ID || id === DASHBOARD_HEADER_ID;
}

/** Resizable component types (Superset's componentIsResizable). */
export function isResizableType(type: LayoutComponentType): boolean {
  return type === 'COLUMN' || type === 'CHART' || type === 'MARKDOWN' || type === 'DYNAMIC';
}

/**
 * Whether this component can be resized: a resizable type, except a registered (DYNAMIC)
 * component whose meta says `resizable: false`, for content with a size of its own.
 */
export function isResizableComponent(item: Pick<LayoutItem, 'type' | 'meta'>): boolean {
  if (item.type === 'DYNAMIC' && item.meta.resizable === false) return false;
  return isResizableType(item.type);
}

/** The first chart-holding container: the first tab of top-level tabs, else the grid. */
export function findFirstParentContainer(layout: DashboardLayout): string {
  const firstId = layout[DASHBOARD_ROOT_ID]?.children[0];
  const first = firstId === undefined ? undefined : layout[firstId];
  if (!first) return DASHBOARD_GRID_ID;
  if (first.type === 'TABS') return first.children[0] ?? DASHBOARD_GRID_ID;
  return first.id;
}

function sameIds(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Rewrites `parents` of every component reachable from ROOT to its real ancestor chain. Items
 * whose parents are already right keep their identity, so memoised views do not re-render.
 */
export function syncParents(layout: DashboardLayout): DashboardLayout {
  let next = layout;
  const seen = new Set<string>();
  const visit = (item: LayoutItem, parents: string[]) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    if (!sameIds(item.parents, parents)) {
      if (next === layout) next = { ...layout };
      next[item.id] = { ...item, parents };
    }
    const childParents = [...parents, item.id];
    for (const childId of item.children) {
      const child = layout[childId];
      if (child) visit(child, childParents);
    }
  };
  const root = layout[DASHBOARD_ROOT_ID];
  if (root) visit(root, []);
  return next;
}
