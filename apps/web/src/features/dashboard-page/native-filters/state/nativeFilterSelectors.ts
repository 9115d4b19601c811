/**
 * Reads of the native filter state shared by the bar, the chart holders and the thunks: the
 * configured items, which filters are active on which charts (core getAllActiveFilters), each
 * chart's extra_form_data, the charts held back by required-first filters, and the state a link
 * carries. Selectors with a chart id memoise per id (reselect's weakMapMemoize), so a chart
 * re-renders only when its own filters change.
 */
import { isRecord } from '@panorama/core/json/is-record';
import { createSelector } from '@reduxjs/toolkit';
import {
  extraFormDataForChart,
  filterIdsForChart,
  getAllActiveFilters,
} from '@panorama/core/filters/active-filters';
import type {
  ChartConfiguration,
  DataMaskMap,
  ExtraFormData,
  FilterConfigItem,
  GlobalChartConfiguration,
  NativeFilter,
} from '@panorama/core/filters/filter-types';
import type { FilterBoxChart, FilterScopesMetadata } from '@panorama/core/filters/filter-box';
import { mergeExtraFormData } from '@panorama/core/filters/merge-extra-form-data';
import { chartsInScope } from '@panorama/core/layout/filter-scope';
import { chartIdsInLayout } from '@panorama/core/layout/load-save';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import { selectFeatureFlag } from '../../../../store/commonSlice';
import type { RootState } from '../../../../store/store';
import {
  filterBoxExtraFormData,
  isFilterBoxChart,
  type FilterBoxContext,
} from '../model/filterBoxFilters';
import { hasFilterValue, nativeFilterEntries } from '../model/filterMasks';
import { filterStateForUrl } from '../model/filterUrlState';
import {
  CROSS_FILTERS_FLAG,
  NATIVE_FILTERS_FLAG,
  crossFiltersEnabled,
  isCrossFilterKey,
} from '../model/nativeFilterConfig';
import { chartsWaitingOnFilters } from '../model/requiredFirst';
import type { DataMaskState } from './dataMaskSlice';
import type { NativeFiltersState } from './nativeFiltersSlice';

export interface NativeFilterSlices {
  nativeFilters: NativeFiltersState;
  dataMask: DataMaskState;
}

/**
 * The store as the native filters read it. Both slices are registered in store.ts; the
 * intersection keeps these reads typed however the root reducer lists them.
 */
export function withNativeFilters(state: RootState): RootState & NativeFilterSlices {
  return state as RootState & NativeFilterSlices;
}

export function selectNativeFiltersState(state: RootState): NativeFiltersState {
  return withNativeFilters(state).nativeFilters;
}

export function selectAppliedDataMask(state: RootState): DataMaskState {
  return withNativeFilters(state).dataMask;
}

export function selectPendingDataMask(state: RootState): DataMaskMap {
  return withNativeFilters(state).nativeFilters.pending;
}

export function selectFiltersInitialized(state: RootState): boolean {
  return withNativeFilters(state).nativeFilters.initialized;
}

export function selectNativeFiltersEnabled(state: RootState): boolean {
  return selectFeatureFlag(state, NATIVE_FILTERS_FLAG);
}

const NO_ITEMS: FilterConfigItem[] = [];

/** The configured items in order; none when native filters are switched off. */
export const selectFilterItems = createSelector(
  [
    (state: RootState) => selectNativeFiltersState(state).filters,
    (state: RootState) => selectNativeFiltersState(state).filterOrder,
    selectNativeFiltersEnabled,
  ],
  (filters, order, enabled): FilterConfigItem[] =>
    enabled ? order.flatMap((id) => filters[id] ?? []) : NO_ITEMS,
);

export const selectNativeFilterList = createSelector([selectFilterItems], (items) =>
  items.filter((item): item is NativeFilter => item.type === 'NATIVE_FILTER'),
);

export const selectFilterOrder = createSelector([selectFilterItems], (items) =>
  items.map((item) => item.id),
);

export function selectCrossFiltersEnabled(state: RootState): boolean {
  return crossFiltersEnabled(
    state.dashboardInfo.metadata,
    selectFeatureFlag(state, CROSS_FILTERS_FLAG),
  );
}

function selectLayout(state: RootState): DashboardLayout {
  return state.dashboardLayout.present;
}

export const selectAllChartIds = createSelector([selectLayout], (layout) =>
  chartIdsInLayout(layout),
);

const selectChartConfiguration = createSelector(
  [(state: RootState) => state.dashboardInfo.metadata],
  (metadata) => ({
    chartConfiguration: isRecord(metadata.chart_configuration)
      ? (metadata.chart_configuration as ChartConfiguration)
      : undefined,
    globalChartConfiguration: isRecord(metadata.global_chart_configuration)
      ? (metadata.global_chart_configuration as unknown as GlobalChartConfiguration)
      : undefined,
  }),
);

/** Every applied mask that filters charts, with the charts it reaches. */
export const selectActiveFilters = createSelector(
  [
    selectAppliedDataMask,
    selectFilterItems,
    selectChartConfiguration,
    selectAllChartIds,
    selectCrossFiltersEnabled,
    selectLayout,
  ],
  (dataMask, items, configuration, allChartIds, crossEnabled, layout) =>
    getAllActiveFilters({
      dataMask,
      nativeFilters: Object.fromEntries(items.map((item) => [item.id, item])),
      chartConfiguration: configuration.chartConfiguration,
      globalChartConfiguration: configuration.globalChartConfiguration,
      allChartIds,
      crossFiltersEnabled: crossEnabled,
      layout,
    }),
);

/** The dashboard's filter boxes with the scopes of their columns. */
export const selectFilterBoxContext = createSelector(
  [
    selectLayout,
    (state: RootState) => state.dashboardInfo.metadata.filter_scopes,
    (state: RootState) => state.sliceEntities.slices,
  ],
  (layout, filterScopes, slices): FilterBoxContext => {
    const filterBoxes: Record<number, FilterBoxChart> = {};
    for (const slice of Object.values(slices)) {
      const chart: FilterBoxChart = {
        slice_id: slice.id,
        slice_name: slice.slice_name,
        form_data: { ...slice.form_data, viz_type: slice.form_data.viz_type || slice.viz_type },
      };
      if (isFilterBoxChart(chart)) filterBoxes[slice.id] = chart;
    }
    return {
      layout,
      filterScopes: isRecord(filterScopes) ? (filterScopes as FilterScopesMetadata) : {},
      filterBoxes,
    };
  },
);

/**
 * What a chart's query receives as `extra_form_data`: native filters in configuration order,
 * then cross filters (core extraFormDataForChart), then the legacy filter boxes in scope.
 */
export const selectChartExtraFormData = createSelector(
  [
    selectActiveFilters,
    selectAppliedDataMask,
    selectFilterOrder,
    selectFilterBoxContext,
    (_state: RootState, chartId: number) => chartId,
  ],
  (activeFilters, dataMask, order, filterBoxes, chartId): ExtraFormData =>
    mergeExtraFormData(
      extraFormDataForChart(chartId, activeFilters, dataMask, order),
      filterBoxExtraFormData(chartId, dataMask, filterBoxes),
    ),
);

/** The charts a filter reaches: its saved chartsInScope, else its scope over the layout. */
export function filterScopeCharts(filter: NativeFilter, layout: DashboardLayout): number[] {
  return filter.chartsInScope ?? chartsInScope(layout, filter.scope);
}

const selectWaitingCharts = createSelector(
  [selectFilterItems, selectAppliedDataMask, selectLayout],
  (items, applied, layout) =>
    chartsWaitingOnFilters(items, applied, (filter) => filterScopeCharts(filter, layout)),
);

/** Names of the required-first filters a chart waits for; null when it need not wait. */
export function selectChartWaitsOn(state: RootState, chartId: number): string[] | null {
  return selectWaitingCharts(state).get(chartId) ?? null;
}

/** A chart may query once the starting filter state is known and no required filter is unset. */
export function selectChartCanQuery(state: RootState, chartId: number): boolean {
  return selectFiltersInitialized(state) && !selectWaitingCharts(state).has(chartId);
}

export interface ChartFilterName {
  id: string;
  name: string;
  kind: 'native' | 'cross';
}

/** The filters with a value that apply to a chart, in the order they are merged. */
export const selectFiltersOnChart = createSelector(
  [
    selectActiveFilters,
    selectAppliedDataMask,
    selectFilterOrder,
    selectFilterItems,
    (state: RootState) => state.sliceEntities.slices,
    (_state: RootState, chartId: number) => chartId,
  ],
  (activeFilters, dataMask, order, items, slices, chartId): ChartFilterName[] => {
    const byId = new Map(items.map((item) => [item.id, item]));
    return filterIdsForChart(chartId, activeFilters, order)
      .filter((id) => isCrossFilterKey(id) || hasFilterValue(dataMask[id]))
      .map((id) => {
        const item = byId.get(id);
        if (item?.type === 'NATIVE_FILTER') return { id, name: item.name, kind: 'native' };
        const slice = slices[Number(id)];
        return { id, name: slice?.slice_name ?? id, kind: 'cross' };
      });
  },
);

export interface ActiveCrossFilter {
  chartId: number;
  chartName: string;
  label: string;
  /** Clear all marked it: Apply removes it. */
  clearing: boolean;
}

function selectCrossFiltersToClear(state: RootState): string[] {
  return selectNativeFiltersState(state).crossFiltersToClear;
}

/** Cross filters in force, for the bar's list. */
export const selectActiveCrossFilters = createSelector(
  [
    selectAppliedDataMask,
    selectCrossFiltersEnabled,
    (state: RootState) => state.sliceEntities.slices,
    selectCrossFiltersToClear,
  ],
  (dataMask, enabled, slices, toClear): ActiveCrossFilter[] => {
    if (!enabled) return [];
    return Object.entries(dataMask)
      .filter(
        ([key, mask]) => isCrossFilterKey(key) && (mask.extraFormData?.filters?.length ?? 0) > 0,
      )
      .map(([key, mask]) => {
        const chartId = Number(key);
        const label = mask.filterState?.label;
        return {
          chartId,
          chartName: slices[chartId]?.slice_name ?? key,
          label: typeof label === 'string' ? label : '',
          clearing: toClear.includes(key),
        };
      });
  },
);

function valueOf(mask: DataMaskMap[string] | undefined): string {
  return JSON.stringify(mask?.filterState?.value ?? null);
}

/** Whether the bar holds values that Apply would change, or cross filters it would remove. */
export const selectHasUnappliedValues = createSelector(
  [selectNativeFilterList, selectPendingDataMask, selectAppliedDataMask, selectActiveCrossFilters],
  (filters, pending, applied, crossFilters) =>
    crossFilters.some((crossFilter) => crossFilter.clearing) ||
    filters.some(
      (filter) =>
        Object.hasOwn(pending, filter.id) &&
        valueOf(pending[filter.id]) !== valueOf(applied[filter.id]),
    ),
);

/** Applied native filters with a value plus active cross filters (the bar's indicator count). */
export const selectAppliedFilterCount = createSelector(
  [selectFilterItems, selectAppliedDataMask, selectActiveCrossFilters],
  (items, applied, crossFilters) =>
    Object.values(nativeFilterEntries(items, applied)).filter(hasFilterValue).length +
    crossFilters.length,
);

/** The applied state a link (URL, permalink, last-visit memory) carries. */
export const selectFilterStateForUrl = createSelector(
  [selectFilterItems, selectAppliedDataMask],
  (items, applied) => filterStateForUrl(items, applied),
);

/** The filter state a dashboard permalink stores (`dataMask` of its body). */
export function selectPermalinkDataMask(state: RootState): DataMaskMap {
  return selectFilterStateForUrl(state);
}
