/**
 * Finds the filter state a dashboard opens with, in order of precedence: a permalink's data
 * mask, the URL's `native_filters`, the state stored under `native_filters_key`, the user's last
 * applied values in this browser, and otherwise each filter's default. Whatever the source, the
 * values go through the same sanitising (model/filterMasks.ts) before any chart sees them.
 * Legacy filter boxes start from their defaults, or the values `preselect_filters` gives them.
 */
import type { AppDispatch, RootState } from '../../../../store/store';
import { loadFilterState } from '../api/filterStateApi';
import { filterBoxStartingMasks } from '../model/filterBoxFilters';
import { startingDataMask } from '../model/filterMasks';
import { decodeNativeFilters } from '../model/filterUrlState';
import { readLastApplied } from '../model/lastAppliedStorage';
import { filterStateRestored } from '../state/nativeFilterEvents';
import {
  selectCrossFiltersEnabled,
  selectFilterBoxContext,
  selectFilterItems,
} from '../state/nativeFilterSelectors';

async function startingSource(
  dispatch: AppDispatch,
  state: RootState,
  dashboardId: number,
): Promise<unknown> {
  const initial = state.dashboardState.initialFilterState;
  if (Object.keys(initial.dataMask).length > 0) return initial.dataMask;
  if (initial.nativeFilters !== null) return decodeNativeFilters(initial.nativeFilters);
  if (initial.nativeFiltersKey !== null) {
    return loadFilterState(dispatch, dashboardId, initial.nativeFiltersKey);
  }
  return readLastApplied(dashboardId);
}

/** Resolves the starting state of the dashboard loaded as `loadKey`. */
export function restoreFilterState(loadKey: string) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const state = getState();
    const dashboardId = state.dashboardInfo.id;
    if (dashboardId === null) return;
    const source = await startingSource(dispatch, state, dashboardId);
    const now = getState();
    // Another dashboard (or a reload) replaced this one while the stored state was read.
    if (now.dashboardState.loadKey !== loadKey) return;
    const dataMask = {
      ...filterBoxStartingMasks(
        selectFilterBoxContext(now),
        now.dashboardState.initialFilterState.preselectFilters,
      ),
      ...startingDataMask(selectFilterItems(now), source, {
        crossFilters: selectCrossFiltersEnabled(now),
      }),
    };
    dispatch(filterStateRestored({ dataMask }));
  };
}
