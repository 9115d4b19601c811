/**
 * A chart's form data as its dashboard shows it: the dashboard's native filters and cross filters
 * (a data mask, e.g. from a permalink or a report's saved state, else each filter's default)
 * folded with the core merge in the dashboard's order, then merged into the form data the way
 * explore does (explore-form-data-merge.ts), so a report of a filtered dashboard queries the same
 * rows the dashboard shows.
 */
import { extraFormDataForChart, getAllActiveFilters } from '@panorama/core/filters/active-filters';
import { effectiveDataMask } from '@panorama/core/filters/effective-data-mask';
import { mergeExtraFormData } from '@panorama/core/filters/merge-extra-form-data';
import type {
  ChartConfiguration,
  DataMaskMap,
  ExtraFormData,
  FilterConfigItem,
  GlobalChartConfiguration,
} from '@panorama/core/filters/filter-types';
import { chartIdsInLayout, layoutWithAttachedCharts } from '@panorama/core/layout/load-save';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { mergeExtraFilters } from '../explore/explore-form-data-merge';
import {
  crossFiltersEnabled,
  parseJsonMetadata,
  storedChartConfiguration,
  storedFilterConfiguration,
  storedGlobalChartConfiguration,
} from './dashboard-metadata';

export interface DashboardFilterState {
  /** json_metadata.native_filter_configuration (its order is the order filters apply in). */
  nativeFilters: readonly FilterConfigItem[] | Record<string, FilterConfigItem>;
  dataMask?: DataMaskMap;
  chartConfiguration?: ChartConfiguration;
  globalChartConfiguration?: GlobalChartConfiguration;
  /** json_metadata.cross_filters_enabled; true when absent. */
  crossFiltersEnabled?: boolean;
  layout: DashboardLayout;
  chartId: number;
}

/** The extraFormData the dashboard gives this chart. */
export function dashboardExtraFormData(state: DashboardFilterState): ExtraFormData {
  const items = Array.isArray(state.nativeFilters)
    ? (state.nativeFilters as readonly FilterConfigItem[])
    : Object.values(state.nativeFilters);
  const dataMask = effectiveDataMask(items, state.dataMask);
  const active = getAllActiveFilters({
    dataMask,
    nativeFilters: Object.fromEntries(items.map((item) => [item.id, item])),
    chartConfiguration: state.chartConfiguration,
    globalChartConfiguration: state.globalChartConfiguration,
    allChartIds: chartIdsInLayout(state.layout),
    crossFiltersEnabled: state.crossFiltersEnabled ?? true,
    layout: state.layout,
  });
  return extraFormDataForChart(
    state.chartId,
    active,
    dataMask,
    items.map((item) => item.id),
  );
}

/** The form data with the dashboard's filters merged in (a new object; the input is unchanged). */
export function applyDashboardFilterState(
  formData: Record<string, unknown>,
  state: DashboardFilterState,
): Record<string, unknown> {
  const own = formData.extra_form_data;
  const extra = mergeExtraFormData(
    typeof own === 'object' && own !== null && !Array.isArray(own) ? (own as ExtraFormData) : {},
    dashboardExtraFormData(state),
  );
  return mergeExtraFilters({ ...formData, extra_form_data: extra });
}

/** A stored dashboard as its filters read it; chartIds are the charts attached to it. */
export interface StoredDashboardFilters {
  json_metadata: string | null;
  position_json: string | null;
  chartIds: readonly number[];
}

/** The filter state of a stored dashboard for one of its charts, with an optional data mask. */
export function dashboardFilterState(
  dashboard: StoredDashboardFilters,
  chartId: number,
  dataMask?: DataMaskMap,
): DashboardFilterState {
  const metadata = parseJsonMetadata(dashboard.json_metadata);
  return {
    nativeFilters: storedFilterConfiguration(metadata),
    dataMask,
    chartConfiguration: storedChartConfiguration(metadata),
    globalChartConfiguration: storedGlobalChartConfiguration(metadata),
    crossFiltersEnabled: crossFiltersEnabled(metadata),
    layout: layoutWithAttachedCharts(dashboard.position_json, dashboard.chartIds),
    chartId,
  };
}
