/**
 * The scoping tree of the configuration modal: the dashboard's tabs and charts
 * as a tree under 'All panels', the charts a scope reaches, and the scope (`{rootPath,
 * excluded}`) that covers exactly the ticked charts. Rows, columns and grids are not shown: a
 * scope can only be rooted at the dashboard or a tab.
 */
import { findFilterScope } from '@panorama/core/filters/filter-scopes';
import type { NativeFilterScope } from '@panorama/core/filters/filter-types';
import { chartsInScope, defaultFilterScope } from '@panorama/core/layout/filter-scope';
import { DASHBOARD_ROOT_ID } from '@panorama/core/layout/layout-constants';
import type { DashboardLayout, LayoutItem } from '@panorama/core/layout/layout-types';

export interface ScopeTreeNode {
  /** The layout component id (ROOT_ID, a TAB id or a CHART component id). */
  key: string;
  kind: 'root' | 'tab' | 'chart';
  title: string;
  chartId?: number;
  children?: ScopeTreeNode[];
}

export type ChartTitle = (chartId: number, item: LayoutItem) => string;

function tabTitle(item: LayoutItem): string {
  const text = item.meta.text ?? item.meta.defaultText;
  return typeof text === 'string' && text.trim() !== '' ? text : item.id;
}

/** The shown nodes under `id`: tabs and charts, with grids, rows and columns flattened away. */
function nodesUnder(
  layout: DashboardLayout,
  id: string,
  chartTitle: ChartTitle,
  seen: Set<string>,
): ScopeTreeNode[] {
  const item = layout[id];
  if (!item || seen.has(id)) return [];
  seen.add(id);
  const below = () => item.children.flatMap((child) => nodesUnder(layout, child, chartTitle, seen));
  if (item.type === 'CHART') {
    const chartId = item.meta.chartId;
    if (typeof chartId !== 'number') return [];
    return [{ key: item.id, kind: 'chart', title: chartTitle(chartId, item), chartId }];
  }
  if (item.type === 'TAB') {
    return [{ key: item.id, kind: 'tab', title: tabTitle(item), children: below() }];
  }
  return below();
}

/** One root node ('All panels', titled by the caller) holding the dashboard's tabs and charts. */
export function scopeTree(
  layout: DashboardLayout,
  rootTitle: string,
  chartTitle: ChartTitle,
): ScopeTreeNode[] {
  const root = layout[DASHBOARD_ROOT_ID];
  if (!root) return [];
  const seen = new Set<string>([DASHBOARD_ROOT_ID]);
  const children = root.children.flatMap((id) => nodesUnder(layout, id, chartTitle, seen));
  return [{ key: DASHBOARD_ROOT_ID, kind: 'root', title: rootTitle, children }];
}

/** Every chart node of the tree. */
export function chartNodes(nodes: readonly ScopeTreeNode[]): ScopeTreeNode[] {
  return nodes.flatMap((node) =>
    node.kind === 'chart' ? [node] : chartNodes(node.children ?? []),
  );
}

/** The tree keys to tick for a scope: the chart components of the charts it reaches. */
export function checkedKeysOf(
  nodes: readonly ScopeTreeNode[],
  layout: DashboardLayout,
  scope: NativeFilterScope,
): string[] {
  const inScope = new Set(chartsInScope(layout, scope));
  return chartNodes(nodes)
    .filter((node) => node.chartId !== undefined && inScope.has(node.chartId))
    .map((node) => node.key);
}

/** The scope covering the charts of the ticked keys (tab and root keys are ignored). */
export function scopeFromCheckedKeys(
  nodes: readonly ScopeTreeNode[],
  layout: DashboardLayout,
  checkedKeys: readonly string[],
): NativeFilterScope {
  const checked = new Set(checkedKeys);
  const chartIds = chartNodes(nodes)
    .filter((node) => checked.has(node.key) && node.chartId !== undefined)
    .map((node) => node.chartId as number);
  return findFilterScope([...new Set(chartIds)], layout);
}

/** "Apply to all panels": the whole dashboard, nothing excluded. */
export function isAllPanelsScope(scope: NativeFilterScope): boolean {
  return (
    scope.rootPath.length === 1 &&
    scope.rootPath[0] === DASHBOARD_ROOT_ID &&
    scope.excluded.length === 0
  );
}

export function allPanelsScope(): NativeFilterScope {
  return defaultFilterScope();
}

/** How many charts a scope reaches on this layout. */
export function chartCountInScope(layout: DashboardLayout, scope: NativeFilterScope): number {
  return chartsInScope(layout, scope).length;
}
