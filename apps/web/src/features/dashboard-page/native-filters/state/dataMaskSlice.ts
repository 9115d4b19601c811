/**
 * The `dataMask` slice (Superset's name and shape): the applied data masks, keyed by
 * native filter id and by chart id (cross filters), each entry carrying its `id`. Charts build
 * their `extra_form_data` from it; the filter bar's unapplied values live in `nativeFilters`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataMask, DataMaskMap } from '@panorama/core/filters/filter-types';
import { dashboardLoaded } from '../../state/dashboardEvents';
import { filterBoxMaskKey, isFilterBoxMaskKey } from '../model/filterBoxFilters';
import { isCrossFilterKey } from '../model/nativeFilterConfig';
import {
  filterDefaultResolved,
  filterStateRestored,
  filterValuesReplaced,
  nativeFiltersApplied,
  nativeFiltersConfigSaved,
} from './nativeFilterEvents';

export type DataMaskState = DataMaskMap;

/** The masks charts emitted (cross filters, filter boxes): what native filter events keep. */
function withoutNativeFilters(state: DataMaskState): DataMaskState {
  return Object.fromEntries(
    Object.entries(state).filter(([key]) => isCrossFilterKey(key) || isFilterBoxMaskKey(key)),
  );
}

function withIds(masks: DataMaskMap): DataMaskMap {
  return Object.fromEntries(
    Object.entries(masks).map(([key, mask]) => [key, { ...mask, id: key }]),
  );
}

export const dataMaskSlice = createSlice({
  name: 'dataMask',
  initialState: {} as DataMaskState,
  reducers: {
    /**
     * A chart emitted a cross filter. A mask without filter clauses clears the
     * chart's cross filter.
     */
    crossFilterChanged(state, { payload }: PayloadAction<{ chartId: number; dataMask: DataMask }>) {
      const key = String(payload.chartId);
      if ((payload.dataMask.extraFormData?.filters?.length ?? 0) === 0) {
        delete state[key];
        return;
      }
      state[key] = { ...payload.dataMask, id: key };
    },
    crossFilterCleared(state, { payload }: PayloadAction<{ chartId: number }>) {
      delete state[String(payload.chartId)];
    },
    /**
     * A filter box applied its selections (legacy filter box). A mask with no
     * column value and no time range removes the box's filters.
     */
    filterBoxApplied(state, { payload }: PayloadAction<{ chartId: number; dataMask: DataMask }>) {
      const key = filterBoxMaskKey(payload.chartId);
      const extra = payload.dataMask.extraFormData;
      if ((extra?.filters?.length ?? 0) === 0 && extra?.time_range === undefined) {
        delete state[key];
        return;
      }
      state[key] = { ...payload.dataMask, id: key };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dashboardLoaded, () => ({}))
      .addCase(filterStateRestored, (_state, { payload }) => withIds(payload.dataMask))
      .addCase(nativeFiltersApplied, (state, { payload }) => {
        for (const key of payload.clearedCrossFilters) delete state[key];
        Object.assign(state, withIds(payload.dataMask));
      })
      .addCase(filterValuesReplaced, (state, { payload }) => ({
        ...withoutNativeFilters(state),
        ...withIds(payload.dataMask),
      }))
      .addCase(filterDefaultResolved, (state, { payload }) => {
        state[payload.filterId] = { ...payload.dataMask, id: payload.filterId };
      })
      .addCase(nativeFiltersConfigSaved, (state, { payload }) => ({
        ...withoutNativeFilters(state),
        ...withIds(payload.dataMask),
      }));
  },
});

export const { crossFilterChanged, crossFilterCleared, filterBoxApplied } = dataMaskSlice.actions;
