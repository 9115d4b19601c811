/**
 * Tabs and what they show. A TABS component shows the child TAB listed in `activeTabs`, or its
 * first TAB when none is; only charts of shown tabs are on screen (and may query).
 */
import { DASHBOARD_ROOT_ID } from '@panorama/core/layout/layout-constants';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';

/** The TAB a TABS component shows. */
export function activeTabOf(
  layout: DashboardLayout,
  tabsId: string,
  activeTabs: readonly string[],
): string | undefined {
  const children = layout[tabsId]?.children ?? [];
  return children.find((id) => activeTabs.includes(id)) ?? children[0];
}

/** Ancestors of a component from the root down, found through `children` (parents may be stale). */
export function ancestorsOf(layout: DashboardLayout, componentId: string): string[] {
  const parentOf = new Map<string, string>();
  for (const item of Object.values(layout)) {
    for (const child of item.children) parentOf.set(child, item.id);
  }
  const path: string[] = [];
  const seen = new Set<string>([componentId]);
  let current = parentOf.get(componentId);
  while (current !== undefined && !seen.has(current)) {
    path.unshift(current);
    seen.add(current);
    current = parentOf.get(current);
  }
  return path;
}

/** `activeTabs` after switching every TABS on the way to `componentId` to the right TAB. */
export function activeTabsShowing(
  layout: DashboardLayout,
  activeTabs: readonly string[],
  componentId: string,
): string[] {
  let next = [...activeTabs];
  const chain = [...ancestorsOf(layout, componentId), componentId];
  chain.forEach((id, index) => {
    if (layout[id]?.type !== 'TAB') return;
    const tabsId = chain[index - 1];
    const siblings = tabsId !== undefined ? (layout[tabsId]?.children ?? []) : [];
    next = next.filter((tab) => !siblings.includes(tab));
    next.push(id);
  });
  return next;
}

/** `activeTabs` after a TABS component switched from `previousTabId` to `tabId`. */
export function activeTabsAfterSwitch(
  activeTabs: readonly string[],
  tabId: string,
  previousTabId: string | null | undefined,
): string[] {
  return [...activeTabs.filter((id) => id !== previousTabId && id !== tabId), tabId];
}

/** Ids of the components on screen: everything below ROOT except inside inactive tabs. */
export function visibleComponentIds(
  layout: DashboardLayout,
  activeTabs: readonly string[],
): string[] {
  const visible: string[] = [];
  const visit = (id: string, seen: Set<string>) => {
    const item = layout[id];
    if (!item || seen.has(id)) return;
    seen.add(id);
    visible.push(id);
    const children =
      item.type === 'TABS'
        ? [activeTabOf(layout, id, activeTabs)].filter((c): c is string => c !== undefined)
        : item.children;
    for (const child of children) visit(child, seen);
  };
  visit(DASHBOARD_ROOT_ID, new Set());
  return visible;
}

/** Chart ids of the CHART components on screen (inside active tabs), without repeats. */
export function visibleChartIds(layout: DashboardLayout, activeTabs: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const id of visibleComponentIds(layout, activeTabs)) {
    const item = layout[id];
    if (item?.type === 'CHART' && typeof item.meta.chartId === 'number') ids.add(item.meta.chartId);
  }
  return [...ids];
}

/** The first CHART component showing `chartId`. */
export function chartComponentId(layout: DashboardLayout, chartId: number): string | undefined {
  return Object.values(layout).find(
    (item) => item.type === 'CHART' && item.meta.chartId === chartId,
  )?.id;
}
