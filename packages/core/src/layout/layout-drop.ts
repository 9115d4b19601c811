/**
 * Drops: a new component from the palette (create) or an existing one (move). Both check the
 * parent/child table at real depths and the width rules, wrap charts, columns and markdown dropped
 * into the grid or a tab in a new row, and keep `parents` right for everything that moved.
 */
import { getComponentWidthFromDrop } from './component-width';
import { chartIdsUnder, scopeMembershipChanged } from './filter-scope';
import { DASHBOARD_ROOT_ID } from './layout-constants';
import { placeComponent, removeChild, removeEmptyContainers, setChildren } from './layout-edit';
import {
  COMPONENT_LOCKED_MESSAGE,
  COMPONENT_MISSING_MESSAGE,
  DUPLICATE_COMPONENT_MESSAGE,
  FILTER_SCOPE_CHANGED_WARNING,
  INVALID_DROP_MESSAGE,
  NOT_ENOUGH_SPACE_MESSAGE,
  TOP_LEVEL_TABS_MESSAGE,
} from './layout-messages';
import {
  descendantIds,
  findParentId,
  isLockedComponent,
  isResizableType,
  isTopLevelTabs,
  syncParents,
} from './layout-tree';
import type {
  DashboardLayout,
  LayoutActionOptions,
  LayoutActionResult,
  LayoutDestination,
  LayoutItem,
} from './layout-types';
import { newComponent, randomIdPart } from './new-component';
import { canPlaceComponent, shouldWrapChildInRow } from './placement';

function refuse(layout: DashboardLayout, error: string): LayoutActionResult {
  return { layout, error };
}

/**
 * Width the dropped component takes: -1 when it does not fit (rows included: a row must fit its
 * new column), undefined when it keeps what it has.
 */
function widthAfterDrop(
  layout: DashboardLayout,
  item: LayoutItem,
  destinationId: string,
  sourceParentId: string | undefined,
): number | undefined {
  const width = layout[item.id]
    ? getComponentWidthFromDrop(layout, {
        draggingId: item.id,
        destinationId,
        ...(sourceParentId === undefined ? {} : { sourceParentId }),
      })
    : getComponentWidthFromDrop(layout, { draggingItem: item, destinationId });
  if (width !== undefined && width < 0) return -1;
  // Only resizable components store a width; a row's comes from where it stands.
  return isResizableType(item.type) && width !== 0 ? width : undefined;
}

function withWidth(item: LayoutItem, width: number | undefined): LayoutItem {
  return width === undefined || width === item.meta.width
    ? item
    : { ...item, meta: { ...item.meta, width } };
}

/**
 * Dropping tabs on ROOT turns them into top-level tabs: everything in the grid moves into their
 * first tab and the grid stays behind, empty, for when the tabs are removed again.
 */
function makeTopLevelTabs(
  layout: DashboardLayout,
  tabs: LayoutItem,
  sourceParentId: string | undefined,
  idSeed: () => string,
): LayoutActionResult {
  const root = layout[DASHBOARD_ROOT_ID];
  const gridId = root?.children[0];
  const grid = gridId === undefined ? undefined : layout[gridId];
  if (tabs.type !== 'TABS' || !root || !grid || grid.type !== 'GRID') {
    return refuse(layout, INVALID_DROP_MESSAGE);
  }
  const draft: DashboardLayout = { ...layout, [tabs.id]: tabs };
  if (sourceParentId !== undefined) removeChild(draft, sourceParentId, tabs.id);
  let firstTab = tabs.children[0] === undefined ? undefined : draft[tabs.children[0]];
  if (!firstTab) {
    firstTab = newComponent('TAB', {}, idSeed);
    draft[firstTab.id] = firstTab;
    setChildren(draft, tabs.id, [firstTab.id, ...tabs.children]);
  }
  const gridChildren = draft[grid.id]?.children ?? [];
  setChildren(draft, firstTab.id, [...firstTab.children, ...gridChildren]);
  setChildren(draft, grid.id, []);
  setChildren(draft, DASHBOARD_ROOT_ID, [tabs.id]);
  if (sourceParentId !== undefined) removeEmptyContainers(draft, sourceParentId);
  return { layout: syncParents(draft) };
}

export function createComponent(
  layout: DashboardLayout,
  item: LayoutItem,
  destination: LayoutDestination,
  options: LayoutActionOptions = {},
): LayoutActionResult {
  const idSeed = options.idSeed ?? randomIdPart;
  if (Object.hasOwn(layout, item.id)) return refuse(layout, DUPLICATE_COMPONENT_MESSAGE);
  if (isLockedComponent(item.id) || item.type === 'ROOT' || item.type === 'GRID') {
    return refuse(layout, INVALID_DROP_MESSAGE);
  }
  if (!layout[destination.id]) return refuse(layout, COMPONENT_MISSING_MESSAGE);
  // A palette component arrives empty; a new TABS gets its first TAB here.
  const draft: DashboardLayout = { ...layout };
  let fresh: LayoutItem = { ...item, children: [], parents: [] };
  if (fresh.type === 'TABS') {
    const firstTab = newComponent('TAB', {}, idSeed);
    draft[firstTab.id] = firstTab;
    fresh = { ...fresh, children: [firstTab.id] };
  }
  if (!canPlaceComponent(layout, fresh, destination.id)) {
    return refuse(layout, INVALID_DROP_MESSAGE);
  }
  if (destination.id === DASHBOARD_ROOT_ID) {
    return makeTopLevelTabs(draft, fresh, undefined, idSeed);
  }
  const width = widthAfterDrop(layout, fresh, destination.id, undefined);
  if (width !== undefined && width < 0) return refuse(layout, NOT_ENOUGH_SPACE_MESSAGE);
  draft[fresh.id] = withWidth(fresh, width);
  placeComponent(draft, fresh.id, destination, idSeed);
  return { layout: syncParents(draft) };
}

/**
 * True when a move would leave the component where it is. Destination indexes are final
 * positions: the index among the parent's children once the component has left its old place.
 */
function isSamePlace(
  layout: DashboardLayout,
  id: string,
  sourceParentId: string,
  destination: LayoutDestination,
): boolean {
  const siblings = layout[sourceParentId]?.children ?? [];
  if (sourceParentId !== destination.id) return false;
  const last = siblings.length - 1;
  const wanted = Number.isFinite(destination.index) ? Math.trunc(destination.index) : last;
  return Math.min(Math.max(0, wanted), last) === siblings.indexOf(id);
}

export function moveComponent(
  layout: DashboardLayout,
  componentId: string,
  destination: LayoutDestination,
  options: LayoutActionOptions = {},
): LayoutActionResult {
  const idSeed = options.idSeed ?? randomIdPart;
  const item = layout[componentId];
  if (!item) return refuse(layout, COMPONENT_MISSING_MESSAGE);
  if (isLockedComponent(componentId)) return refuse(layout, COMPONENT_LOCKED_MESSAGE);
  const sourceParentId = findParentId(layout, componentId);
  const target = layout[destination.id];
  if (sourceParentId === undefined || !target) return refuse(layout, COMPONENT_MISSING_MESSAGE);

  // The top-level tabs and their tabs stay at the top (they are the dashboard's own navigation).
  const movingTopLevelTabs = isTopLevelTabs(layout, componentId);
  if (movingTopLevelTabs && destination.id !== DASHBOARD_ROOT_ID) {
    return refuse(layout, TOP_LEVEL_TABS_MESSAGE);
  }
  if (
    item.type === 'TAB' &&
    isTopLevelTabs(layout, sourceParentId) &&
    target.type === 'TABS' &&
    destination.id !== sourceParentId
  ) {
    return refuse(layout, TOP_LEVEL_TABS_MESSAGE);
  }
  if (destination.id === componentId || descendantIds(layout, componentId).includes(target.id)) {
    return refuse(layout, INVALID_DROP_MESSAGE);
  }
  if (destination.id === DASHBOARD_ROOT_ID) {
    if (movingTopLevelTabs) return { layout };
    return withScopeWarning(
      layout,
      makeTopLevelTabs(layout, item, sourceParentId, idSeed),
      options,
    );
  }
  if (!canPlaceComponent(layout, item, destination.id)) {
    return refuse(layout, INVALID_DROP_MESSAGE);
  }
  const width = widthAfterDrop(layout, item, destination.id, sourceParentId);
  if (width !== undefined && width < 0) return refuse(layout, NOT_ENOUGH_SPACE_MESSAGE);
  const wraps = shouldWrapChildInRow(target.type, item.type);
  if (!wraps && isSamePlace(layout, componentId, sourceParentId, destination)) return { layout };

  const draft: DashboardLayout = { ...layout };
  removeChild(draft, sourceParentId, componentId);
  draft[componentId] = withWidth(item, width);
  placeComponent(draft, componentId, destination, idSeed);
  removeEmptyContainers(draft, sourceParentId);
  return withScopeWarning(layout, { layout: syncParents(draft) }, options);
}

/** Warns when the move took charts into or out of a native filter's scope (scopes are by place). */
function withScopeWarning(
  before: DashboardLayout,
  result: LayoutActionResult,
  options: LayoutActionOptions,
): LayoutActionResult {
  const scopes = options.filterScopes ?? [];
  if (result.error || scopes.length === 0) return result;
  // Only the moved charts change ancestors, so checking every chart finds exactly those.
  const chartIds = chartIdsUnder(before, DASHBOARD_ROOT_ID);
  return scopeMembershipChanged(before, result.layout, scopes, chartIds)
    ? { ...result, warning: FILTER_SCOPE_CHANGED_WARNING }
    : result;
}
