/**
 * Building blocks of layout edits. They work on a draft: a shallow copy of the layout map in
 * which changed components are replaced by new objects, never mutated, so the layout the edit
 * started from stays intact for undo.
 */
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from './layout-constants';
import { findParentId, isLockedComponent } from './layout-tree';
import type { DashboardLayout, LayoutDestination, LayoutItem } from './layout-types';
import { newComponent } from './new-component';
import { shouldWrapChildInRow } from './placement';

export function setChildren(draft: DashboardLayout, id: string, children: string[]): void {
  const item = draft[id];
  if (item) draft[id] = { ...item, children };
}

export function insertChild(
  draft: DashboardLayout,
  parentId: string,
  childId: string,
  index: number,
): void {
  const children = [...(draft[parentId]?.children ?? [])];
  const wanted = Number.isFinite(index) ? Math.trunc(index) : children.length;
  children.splice(Math.min(Math.max(0, wanted), children.length), 0, childId);
  setChildren(draft, parentId, children);
}

export function removeChild(draft: DashboardLayout, parentId: string, childId: string): void {
  const parent = draft[parentId];
  if (parent)
    setChildren(
      draft,
      parentId,
      parent.children.filter((id) => id !== childId),
    );
}

/**
 * Puts an existing draft component at the destination, inside a new row when the destination is
 * the grid or a tab and the component is a chart, column or markdown.
 */
export function placeComponent(
  draft: DashboardLayout,
  childId: string,
  destination: LayoutDestination,
  idSeed: () => string,
): void {
  const parent = draft[destination.id];
  const child = draft[childId];
  if (!parent || !child) return;
  if (shouldWrapChildInRow(parent.type, child.type)) {
    const row: LayoutItem = { ...newComponent('ROW', {}, idSeed), children: [childId] };
    draft[row.id] = row;
    insertChild(draft, destination.id, row.id, destination.index);
  } else {
    insertChild(draft, destination.id, childId, destination.index);
  }
}

/** ROOT must always hold something: the grid comes back when its top-level tabs are gone. */
function restoreGrid(draft: DashboardLayout): void {
  const grid = draft[DASHBOARD_GRID_ID] ?? { ...newComponent('GRID'), id: DASHBOARD_GRID_ID };
  draft[DASHBOARD_GRID_ID] = { ...grid, children: grid.children.filter((id) => draft[id]) };
  setChildren(draft, DASHBOARD_ROOT_ID, [DASHBOARD_GRID_ID]);
}

/**
 * Removes `startId` when it is a row or tabs container left empty, then its parent if that is
 * now empty too, and so on up (an emptied tabs or row container would only hold space).
 */
export function removeEmptyContainers(draft: DashboardLayout, startId: string): void {
  let id: string | undefined = startId;
  while (id !== undefined) {
    const item: LayoutItem | undefined = draft[id];
    if (!item || item.children.length > 0) return;
    if (id === DASHBOARD_ROOT_ID) {
      restoreGrid(draft);
      return;
    }
    if ((item.type !== 'ROW' && item.type !== 'TABS') || isLockedComponent(id)) return;
    const parentId = findParentId(draft, id);
    delete draft[id];
    if (parentId === undefined) return;
    removeChild(draft, parentId, id);
    id = parentId;
  }
}
