/**
 * What the filter bar and the charts do to the filter state: Apply, Clear all, choosing a filter
 * set, a chart's cross filter (a second click on the same selection clears it), and taking in
 * the configuration the modal saved.
 */
import type {
  DataMask,
  DataMaskMap,
  FilterConfigItem,
  FilterSet,
} from '@panorama/core/filters/filter-types';
import { FILTER_BOX_VIZ_TYPE } from '@panorama/core/filters/filter-box';
import type { AppDispatch, RootState } from '../../../../store/store';
import { nativeFilterEntries, nativeFilterMask, startingDataMask } from '../model/filterMasks';
import { crossFilterChanged, filterBoxApplied } from '../state/dataMaskSlice';
import {
  filterValuesReplaced,
  nativeFiltersApplied,
  nativeFiltersConfigSaved,
} from '../state/nativeFilterEvents';
import {
  selectActiveCrossFilters,
  selectAppliedDataMask,
  selectCrossFiltersEnabled,
  selectFilterItems,
  selectNativeFiltersState,
  selectPendingDataMask,
} from '../state/nativeFilterSelectors';
import { allFiltersCleared } from '../state/nativeFiltersSlice';

/**
 * Apply: the bar's values reach the charts and the cross filters Clear all marked go (charts
 * whose extra_form_data changed re-query).
 */
export function applyNativeFilters() {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const state = getState();
    const pending = nativeFilterEntries(selectFilterItems(state), selectPendingDataMask(state));
    const clearedCrossFilters = selectNativeFiltersState(state).crossFiltersToClear;
    dispatch(nativeFiltersApplied({ dataMask: pending, clearedCrossFilters }));
  };
}

/**
 * Clear all: empties every filter in the bar and marks the cross filters in force for removal,
 * so Apply is offered whenever something is filtered and clears it all at once.
 */
export function clearAllFilters() {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const crossFilterKeys = selectActiveCrossFilters(getState()).map((f) => String(f.chartId));
    dispatch(allFiltersCleared({ crossFilterKeys }));
  };
}

/** A saved filter set's values, set in the bar and applied. */
export function applyFilterSet(filterSet: FilterSet) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const items = selectFilterItems(getState());
    const masks = startingDataMask(items, filterSet.dataMask, { crossFilters: false });
    dispatch(filterValuesReplaced({ dataMask: nativeFilterEntries(items, masks) }));
  };
}

function sameClauses(a: DataMask | undefined, b: DataMask): boolean {
  return (
    JSON.stringify(a?.extraFormData?.filters ?? []) ===
    JSON.stringify(b.extraFormData?.filters ?? [])
  );
}

/**
 * A chart's `setDataMask`. Charts that know their own selection emit an empty mask on the
 * second click; emitting the selection already in force clears it too.
 */
export function emitCrossFilter(chartId: number, dataMask: DataMask) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const state = getState();
    if (!selectCrossFiltersEnabled(state)) return;
    const current = selectAppliedDataMask(state)[String(chartId)];
    const clears = current !== undefined && sameClauses(current, dataMask);
    dispatch(
      crossFilterChanged({
        chartId,
        dataMask: clears ? { extraFormData: { filters: [] }, filterState: {} } : dataMask,
      }),
    );
  };
}

/**
 * Whatever a dashboard chart emits through `setDataMask`: a filter box's applied selections
 * (scoped per column by filter_scopes), any other chart's cross filter.
 */
export function emitChartDataMask(chartId: number, dataMask: DataMask) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const slice = getState().sliceEntities.slices[chartId];
    const vizType = slice ? slice.form_data.viz_type || slice.viz_type : null;
    if (vizType === FILTER_BOX_VIZ_TYPE) dispatch(filterBoxApplied({ chartId, dataMask }));
    else dispatch(emitCrossFilter(chartId, dataMask));
  };
}

/** The parts of a filter that decide what its value means. */
function valueDefinition(item: FilterConfigItem): string {
  if (item.type !== 'NATIVE_FILTER') return '';
  const { filterType, targets, controlValues } = item;
  return JSON.stringify({ filterType, targets, multi: controlValues.multiSelect });
}

/**
 * The modal saved `items` (checked with loadNativeFilterConfiguration): filters whose type and
 * target are unchanged keep their applied value (re-emitted with their new settings); new and
 * changed filters start from defaults.
 */
export function nativeFiltersReloaded(items: FilterConfigItem[]) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const state = getState();
    const before = new Map(selectFilterItems(state).map((item) => [item.id, item]));
    const applied = selectAppliedDataMask(state);
    const kept: DataMaskMap = {};
    for (const item of items) {
      const old = before.get(item.id);
      const mask = applied[item.id];
      if (item.type !== 'NATIVE_FILTER' || !old || !mask?.filterState) continue;
      if (valueDefinition(old) !== valueDefinition(item)) continue;
      kept[item.id] = nativeFilterMask(item, mask.filterState);
    }
    const dataMask = nativeFilterEntries(
      items,
      startingDataMask(items, kept, { crossFilters: false }),
    );
    dispatch(nativeFiltersConfigSaved({ items, dataMask }));
  };
}
