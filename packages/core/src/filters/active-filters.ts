/**
 * Which filters currently apply to which charts: every data
 * mask entry of a native filter or (when cross filters are on) of a chart, with the charts it
 * reaches, then per chart the merged extraFormData in a fixed order: native filters in
 * configuration order, then cross filters. The same order on the web and the server keeps a
 * report's numbers equal to the dashboard's.
 */
import { chartsInScope } from '../layout/filter-scope';
import type { DashboardLayout } from '../layout/layout-types';
import { GLOBAL_SCOPE_POINTER } from './filter-constants';
import { mergeExtraFormData } from './merge-extra-form-data';
import type {
  ActiveFilter,
  ChartConfiguration,
  DataMaskMap,
  ExtraFormData,
  FilterConfigItem,
  GlobalChartConfiguration,
} from './filter-types';

export interface ActiveFiltersInput {
  dataMask: DataMaskMap;
  nativeFilters: Record<string, FilterConfigItem>;
  chartConfiguration?: ChartConfiguration;
  allChartIds: readonly number[];
  crossFiltersEnabled: boolean;
  /** For cross filters whose scope is "global" and that carry no chartsInScope. */
  globalChartConfiguration?: GlobalChartConfiguration;
  /** For native filters saved without chartsInScope (older configurations). */
  layout?: DashboardLayout;
}

function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

function crossFilterScope(chartKey: string, input: ActiveFiltersInput): number[] {
  const chartId = Number(chartKey);
  const crossFilters = own(input.chartConfiguration, chartKey)?.crossFilters;
  if (Array.isArray(crossFilters?.chartsInScope)) return crossFilters.chartsInScope;
  const global = input.globalChartConfiguration;
  if (
    (crossFilters === undefined || crossFilters.scope === GLOBAL_SCOPE_POINTER) &&
    Array.isArray(global?.chartsInScope)
  ) {
    return global.chartsInScope.filter((id) => id !== chartId);
  }
  // Without any scoping saved, a cross filter reaches every other chart of the dashboard.
  return input.allChartIds.filter((id) => id !== chartId);
}

/** `{[id]: {scope, values, filterType?, targets?}}` for every mask that can filter charts. */
export function getAllActiveFilters(input: ActiveFiltersInput): Record<string, ActiveFilter> {
  const active: Record<string, ActiveFilter> = {};
  for (const [key, mask] of Object.entries(input.dataMask)) {
    const id = mask.id ?? key;
    const values = mask.extraFormData ?? {};
    const filter = own(input.nativeFilters, id);
    if (filter?.type === 'NATIVE_FILTER') {
      const scope =
        filter.chartsInScope ??
        (input.layout ? chartsInScope(input.layout, filter.scope) : [...input.allChartIds]);
      active[id] = { scope, values, filterType: filter.filterType, targets: filter.targets };
      continue;
    }
    if (filter || !input.crossFiltersEnabled || !/^\d+$/.test(id)) continue;
    active[id] = { scope: crossFilterScope(id, input), values };
  }
  return active;
}

/**
 * The extraFormData a chart receives: native filters in `filterOrder` (the configuration order),
 * then cross filters in mask order, each only when its scope holds the chart.
 */
export function extraFormDataForChart(
  chartId: number,
  activeFilters: Record<string, ActiveFilter>,
  dataMask: DataMaskMap,
  filterOrder: readonly string[],
): ExtraFormData {
  let result: ExtraFormData = {};
  for (const id of filterIdsForChart(chartId, activeFilters, filterOrder)) {
    const values = own(dataMask, id)?.extraFormData ?? own(activeFilters, id)?.values;
    result = mergeExtraFormData(result, values);
  }
  return result;
}

/** Ids of the filters (native and cross) whose scope holds the chart, in application order. */
export function filterIdsForChart(
  chartId: number,
  activeFilters: Record<string, ActiveFilter>,
  filterOrder: readonly string[],
): string[] {
  const applies = (id: string) => own(activeFilters, id)?.scope.includes(chartId) === true;
  const listed = new Set(filterOrder);
  return [
    ...filterOrder.filter(applies),
    ...Object.keys(activeFilters).filter((id) => !listed.has(id) && applies(id)),
  ];
}
