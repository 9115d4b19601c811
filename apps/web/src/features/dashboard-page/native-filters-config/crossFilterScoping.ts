/**
 * Cross-filter scoping: a dashboard-wide scope in `global_chart_configuration`,
 * and per chart in `chart_configuration` either "global" (follow the dashboard-wide scope) or a
 * scope of its own. Each entry stores the charts it reaches; a chart never filters itself.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { GLOBAL_SCOPE_POINTER } from '@panorama/core/filters/filter-constants';
import type {
  ChartConfiguration,
  CrossFilterScope,
  GlobalChartConfiguration,
  NativeFilterScope,
} from '@panorama/core/filters/filter-types';
import { chartsInScope, defaultFilterScope } from '@panorama/core/layout/filter-scope';
import { DASHBOARD_ROOT_ID } from '@panorama/core/layout/layout-constants';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';

export interface CrossFilterDraft {
  global: NativeFilterScope;
  /** Per chart id: 'global' or its own scope. */
  charts: Record<number, CrossFilterScope>;
}

function scopeOf(value: unknown): NativeFilterScope | null {
  if (!isRecord(value)) return null;
  const { rootPath, excluded } = value;
  if (!Array.isArray(rootPath) || !Array.isArray(excluded)) return null;
  return {
    rootPath: rootPath.filter((id): id is string => typeof id === 'string'),
    excluded: excluded.map(Number).filter((id) => Number.isInteger(id)),
  };
}

/** The chart ids of the layout, in the order the dashboard shows them. */
export function layoutChartIds(layout: DashboardLayout): number[] {
  return chartsInScope(layout, { rootPath: [DASHBOARD_ROOT_ID], excluded: [] });
}

/** The editable form of the stored configuration; unknown or missing entries follow 'global'. */
export function crossFilterDraftOf(
  chartConfiguration: unknown,
  globalChartConfiguration: unknown,
  chartIds: readonly number[],
): CrossFilterDraft {
  const global =
    (isRecord(globalChartConfiguration) ? scopeOf(globalChartConfiguration.scope) : null) ??
    defaultFilterScope();
  const charts: Record<number, CrossFilterScope> = {};
  const stored = isRecord(chartConfiguration) ? chartConfiguration : {};
  for (const chartId of chartIds) {
    const entry = stored[String(chartId)];
    const scope = isRecord(entry) && isRecord(entry.crossFilters) ? entry.crossFilters.scope : null;
    charts[chartId] = scope === GLOBAL_SCOPE_POINTER ? 'global' : (scopeOf(scope) ?? 'global');
  }
  return { global, charts };
}

/** The charts a chart's cross filter reaches under a scope: never the chart itself. */
export function crossFilterTargets(
  layout: DashboardLayout,
  chartId: number,
  scope: NativeFilterScope,
): number[] {
  return chartsInScope(layout, scope).filter((id) => id !== chartId);
}

/** The json_metadata keys to store for the draft. */
export function crossFilterConfiguration(
  draft: CrossFilterDraft,
  layout: DashboardLayout,
): {
  chart_configuration: ChartConfiguration;
  global_chart_configuration: GlobalChartConfiguration;
} {
  const chartConfiguration: ChartConfiguration = {};
  for (const [key, scope] of Object.entries(draft.charts)) {
    const chartId = Number(key);
    const effective = scope === GLOBAL_SCOPE_POINTER ? draft.global : scope;
    chartConfiguration[key] = {
      id: chartId,
      crossFilters: { scope, chartsInScope: crossFilterTargets(layout, chartId, effective) },
    };
  }
  return {
    chart_configuration: chartConfiguration,
    global_chart_configuration: {
      scope: draft.global,
      chartsInScope: chartsInScope(layout, draft.global),
    },
  };
}
