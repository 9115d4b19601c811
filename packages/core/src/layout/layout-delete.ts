/**
 * Deleting a component removes it with everything it holds, then any row or tabs container it
 * leaves empty. Deleting the top-level tabs is the exception: the dashboard goes back to a plain
 * grid holding the content of all its tabs, as Superset does, so no chart is lost.
 */
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID } from './layout-constants';
import { removeChild, removeEmptyContainers, setChildren } from './layout-edit';
import { COMPONENT_LOCKED_MESSAGE, COMPONENT_MISSING_MESSAGE } from './layout-messages';
import {
  descendantIds,
  findParentId,
  isLockedComponent,
  isTopLevelTabs,
  syncParents,
} from './layout-tree';
import type { DashboardLayout, LayoutActionResult } from './layout-types';
import { newComponent } from './new-component';

function deleteTopLevelTabs(layout: DashboardLayout, tabsId: string): DashboardLayout {
  const draft: DashboardLayout = { ...layout };
  const tabIds = layout[tabsId]?.children ?? [];
  const content = tabIds.flatMap((tabId) => layout[tabId]?.children ?? []);
  for (const tabId of tabIds) delete draft[tabId];
  delete draft[tabsId];
  const grid = draft[DASHBOARD_GRID_ID] ?? { ...newComponent('GRID'), id: DASHBOARD_GRID_ID };
  draft[DASHBOARD_GRID_ID] = { ...grid, children: content };
  setChildren(draft, DASHBOARD_ROOT_ID, [DASHBOARD_GRID_ID]);
  return syncParents(draft);
}

export function deleteComponent(layout: DashboardLayout, componentId: string): LayoutActionResult {
  if (!layout[componentId]) return { layout, error: COMPONENT_MISSING_MESSAGE };
  if (isLockedComponent(componentId)) return { layout, error: COMPONENT_LOCKED_MESSAGE };
  if (isTopLevelTabs(layout, componentId)) {
    return { layout: deleteTopLevelTabs(layout, componentId) };
  }
  const draft: DashboardLayout = { ...layout };
  const parentId = findParentId(layout, componentId);
  for (const id of [componentId, ...descendantIds(layout, componentId)]) delete draft[id];
  if (parentId !== undefined) {
    removeChild(draft, parentId, componentId);
    removeEmptyContainers(draft, parentId);
  }
  return { layout: syncParents(draft) };
}
