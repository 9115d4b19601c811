/**
 * The `nativeFilters` slice (Superset's name): the dashboard's filter configuration
 * (json_metadata.native_filter_configuration) by id and in order, the values chosen in the bar
 * but not applied yet (`pending`) and the cross filters Clear all marked for removal, whether
 * the starting state is known (`initialized`), and whether the vertical bar is open.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { DataMask, DataMaskMap, FilterConfigItem } from '@panorama/core/filters/filter-types';
import { dashboardLoaded, editModeEntered } from '../../state/dashboardEvents';
import { clearedFilterMask, nativeFilterEntries } from '../model/filterMasks';
import { crossFilterChanged, crossFilterCleared } from './dataMaskSlice';
import {
  filterDefaultResolved,
  filterStateRestored,
  filterValuesReplaced,
  nativeFiltersApplied,
  nativeFiltersConfigSaved,
} from './nativeFilterEvents';

export interface NativeFiltersState {
  filters: Record<string, FilterConfigItem>;
  /** Every item id (filters and dividers) in configuration order. */
  filterOrder: string[];
  /** The bar's values, by native filter id: what Apply will apply. */
  pending: DataMaskMap;
  /** Cross filters (chart ids as data mask keys) that Apply will remove: Clear all's. */
  crossFiltersToClear: string[];
  initialized: boolean;
  barOpen: boolean;
}

const initialState: NativeFiltersState = {
  filters: {},
  filterOrder: [],
  pending: {},
  crossFiltersToClear: [],
  initialized: false,
  barOpen: true,
};

function withItems(state: NativeFiltersState, items: readonly FilterConfigItem[]) {
  state.filters = Object.fromEntries(items.map((item) => [item.id, item]));
  state.filterOrder = items.map((item) => item.id);
}

function orderedItems(state: NativeFiltersState): FilterConfigItem[] {
  return state.filterOrder.flatMap((id) => state.filters[id] ?? []);
}

export const nativeFiltersSlice = createSlice({
  name: 'nativeFilters',
  initialState,
  reducers: {
    /** The user changed a filter's value in the bar (not applied yet). */
    filterValueChanged(
      state,
      { payload }: PayloadAction<{ filterId: string; dataMask: DataMask }>,
    ) {
      if (state.filters[payload.filterId]?.type !== 'NATIVE_FILTER') return;
      state.pending[payload.filterId] = { ...payload.dataMask, id: payload.filterId };
    },
    /**
     * Clear all: every filter's value in the bar is emptied and the cross filters in force are
     * marked for removal; Apply applies both (thunks/filterActions.ts clearAllFilters).
     */
    allFiltersCleared(state, { payload }: PayloadAction<{ crossFilterKeys: string[] }>) {
      for (const item of orderedItems(state)) {
        if (item.type === 'NATIVE_FILTER') state.pending[item.id] = clearedFilterMask(item);
      }
      state.crossFiltersToClear = payload.crossFilterKeys;
    },
    filterBarToggled(state, { payload }: PayloadAction<{ open: boolean }>) {
      state.barOpen = payload.open;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dashboardLoaded, (_state, { payload }) => {
        const state: NativeFiltersState = { ...initialState, pending: {} };
        withItems(state, payload.nativeFilters);
        return state;
      })
      .addCase(editModeEntered, (state) => {
        // Edit mode hides the bar; unapplied values would be stale when it comes back.
        state.pending = {};
        state.crossFiltersToClear = [];
      })
      .addCase(filterStateRestored, (state, { payload }) => {
        state.pending = nativeFilterEntries(orderedItems(state), payload.dataMask);
        state.crossFiltersToClear = [];
        state.initialized = true;
      })
      .addCase(nativeFiltersApplied, (state, { payload }) => {
        Object.assign(state.pending, nativeFilterEntries(orderedItems(state), payload.dataMask));
        state.crossFiltersToClear = [];
      })
      .addCase(filterValuesReplaced, (state, { payload }) => {
        state.pending = nativeFilterEntries(orderedItems(state), payload.dataMask);
        state.crossFiltersToClear = [];
      })
      .addCase(filterDefaultResolved, (state, { payload }) => {
        if (state.filters[payload.filterId]?.type !== 'NATIVE_FILTER') return;
        state.pending[payload.filterId] = { ...payload.dataMask, id: payload.filterId };
      })
      .addCase(nativeFiltersConfigSaved, (state, { payload }) => {
        withItems(state, payload.items);
        state.pending = nativeFilterEntries(payload.items, payload.dataMask);
        state.crossFiltersToClear = [];
      })
      .addMatcher(isAnyOf(crossFilterChanged, crossFilterCleared), (state, { payload }) => {
        // A selection made or removed on the chart since Clear all is the user's latest word.
        const key = String(payload.chartId);
        state.crossFiltersToClear = state.crossFiltersToClear.filter((k) => k !== key);
      });
  },
});

export const { filterValueChanged, allFiltersCleared, filterBarToggled } =
  nativeFiltersSlice.actions;
