/**
 * Native filter scope ↔ charts. `calculateScopes` derives the chartsInScope and
 * tabsInScope stored beside each filter; `findFilterScope` turns the charts ticked in the scoping
 * tree back into `{rootPath, excluded}`, so charts added later under the same root are covered.
 */
import { DASHBOARD_ROOT_ID } from '../layout/layout-constants';
import { chartsInScope } from '../layout/filter-scope';
import type { DashboardLayout } from '../layout/layout-types';
import type { FilterConfigItem, NativeFilterScope } from './filter-types';

export interface FilterScopeResult {
  chartsInScope: number[];
  tabsInScope: string[];
}

interface ChartPlacement {
  chartId: number;
  /** Ancestor ids from ROOT_ID down, taken from the real `children` lists. */
  ancestors: string[];
}

/** Every CHART component reachable from ROOT, with its ancestors, in render order. */
function chartPlacements(layout: DashboardLayout): ChartPlacement[] {
  const placements: ChartPlacement[] = [];
  const seen = new Set<string>();
  const visit = (id: string, ancestors: string[]) => {
    if (seen.has(id)) return;
    seen.add(id);
    const item = Object.hasOwn(layout, id) ? layout[id] : undefined;
    if (!item) return;
    const chartId = item.type === 'CHART' ? item.meta.chartId : undefined;
    if (typeof chartId === 'number') placements.push({ chartId, ancestors });
    const below = [...ancestors, id];
    for (const childId of item.children) visit(childId, below);
  };
  visit(DASHBOARD_ROOT_ID, []);
  return placements;
}

function isValidScope(scope: unknown): scope is NativeFilterScope {
  if (typeof scope !== 'object' || scope === null) return false;
  const { rootPath, excluded } = scope as Record<string, unknown>;
  return (
    Array.isArray(rootPath) &&
    rootPath.every((id) => typeof id === 'string') &&
    Array.isArray(excluded) &&
    excluded.every((id) => typeof id === 'number')
  );
}

/** Ids of TAB components that hold at least one of `chartIds`, in render order. */
function tabsHolding(layout: DashboardLayout, chartIds: readonly number[]): string[] {
  const wanted = new Set(chartIds);
  const tabs = new Set<string>();
  for (const placement of chartPlacements(layout)) {
    if (!wanted.has(placement.chartId)) continue;
    for (const id of placement.ancestors) {
      if (layout[id]?.type === 'TAB') tabs.add(id);
    }
  }
  return [...tabs];
}

/** Per item id: the charts and tabs its scope reaches; dividers and malformed scopes reach none. */
export function calculateScopes(
  items: readonly FilterConfigItem[],
  layout: DashboardLayout,
): Record<string, FilterScopeResult> {
  const result: Record<string, FilterScopeResult> = {};
  for (const item of items) {
    if (item.type !== 'NATIVE_FILTER' || !isValidScope(item.scope)) {
      result[item.id] = { chartsInScope: [], tabsInScope: [] };
      continue;
    }
    const charts = chartsInScope(layout, item.scope);
    result[item.id] = { chartsInScope: charts, tabsInScope: tabsHolding(layout, charts) };
  }
  return result;
}

/**
 * The scope that covers exactly `checkedChartIds`: rootPath is the deepest ROOT or TAB component
 * that holds every checked chart, excluded lists the charts under it that are not checked.
 */
export function findFilterScope(
  checkedChartIds: readonly number[],
  layout: DashboardLayout,
): NativeFilterScope {
  const checked = new Set(checkedChartIds);
  const placements = chartPlacements(layout);
  const scopeAncestors = (placement: ChartPlacement) =>
    placement.ancestors.filter((id) => {
      const type = layout[id]?.type;
      return type === 'ROOT' || type === 'TAB';
    });
  const checkedPaths = placements.filter((p) => checked.has(p.chartId)).map(scopeAncestors);
  const first = checkedPaths[0];
  if (!first) return { rootPath: [], excluded: [] };

  let common = first.length;
  for (const path of checkedPaths) {
    let same = 0;
    while (same < common && same < path.length && path[same] === first[same]) same += 1;
    common = same;
  }
  const root = first[common - 1] ?? DASHBOARD_ROOT_ID;

  const excluded = new Set<number>();
  for (const placement of placements) {
    if (!checked.has(placement.chartId) && placement.ancestors.includes(root)) {
      excluded.add(placement.chartId);
    }
  }
  return { rootPath: [root], excluded: [...excluded] };
}
