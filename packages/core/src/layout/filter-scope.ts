/**
 * Which charts a native filter (or cross filter) reaches, from its scope and the layout
 * (Superset's getChartIdsInFilterScope): a chart is in scope when its id is not
 * excluded and one of its CHART components sits under a component listed in rootPath.
 */
import { DASHBOARD_ROOT_ID } from './layout-constants';
import type { DashboardLayout, FilterScope, LayoutItem } from './layout-types';

/** A new filter's scope: the whole dashboard, as in Superset. */
export function defaultFilterScope(): FilterScope {
  return { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };
}

function chartIdOf(item: LayoutItem | undefined): number | undefined {
  const chartId = item?.type === 'CHART' ? item.meta.chartId : undefined;
  return typeof chartId === 'number' ? chartId : undefined;
}

/** Chart ids in scope, each once, in the order the dashboard shows them. */
export function chartsInScope(layout: DashboardLayout, scope: FilterScope): number[] {
  const roots = new Set(scope.rootPath);
  const excluded = new Set(scope.excluded);
  const inScope = new Set<number>();
  // Walk down from ROOT carrying "under a scope root", so ancestors come from the real tree.
  const visit = (id: string, underRoot: boolean, seen: Set<string>) => {
    if (seen.has(id)) return;
    seen.add(id);
    const item = layout[id];
    if (!item) return;
    const chartId = chartIdOf(item);
    if (chartId !== undefined && underRoot && !excluded.has(chartId)) inScope.add(chartId);
    const childrenUnderRoot = underRoot || roots.has(id);
    for (const childId of item.children) visit(childId, childrenUnderRoot, seen);
  };
  if (layout[DASHBOARD_ROOT_ID]) visit(DASHBOARD_ROOT_ID, false, new Set());
  return [...inScope];
}

/** Chart ids held by a component and everything below it. */
export function chartIdsUnder(layout: DashboardLayout, id: string): number[] {
  const ids = new Set<number>();
  const seen = new Set<string>();
  const visit = (currentId: string) => {
    if (seen.has(currentId)) return;
    seen.add(currentId);
    const item = layout[currentId];
    const chartId = chartIdOf(item);
    if (chartId !== undefined) ids.add(chartId);
    for (const childId of item?.children ?? []) visit(childId);
  };
  visit(id);
  return [...ids];
}

/**
 * True when some of `chartIds` is in a scope before the change and not after, or the reverse:
 * the charts were moved to a different filter scope.
 */
export function scopeMembershipChanged(
  before: DashboardLayout,
  after: DashboardLayout,
  scopes: readonly FilterScope[],
  chartIds: readonly number[],
): boolean {
  if (chartIds.length === 0) return false;
  return scopes.some((scope) => {
    const wasIn = new Set(chartsInScope(before, scope));
    const isIn = new Set(chartsInScope(after, scope));
    return chartIds.some((chartId) => wasIn.has(chartId) !== isIn.has(chartId));
  });
}
