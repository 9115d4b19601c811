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

/**
 * Where the starting state comes from. Only a `native_filters_key` needs the server; every
 * other source is at hand, so the state is restored at once (see restoreFilterState).
 */
function startingSource(dispatch: AppDispatch, state: RootState, dashboardId: number): unknown {
  const initial = state.dashboardState.initialFilterState;
  if (Object.keys(initial.dataMask).length > 0) return initial.dataMask;
  if (initial.nativeFilters !== null) return decodeNativeFilters(initial.nativeFilters);
  if (initial.nativeFiltersKey !== null) {
    return loadFilterState(dispatch, dashboardId, initial.nativeFiltersKey);
  }
  return readLastApplied(dashboardId);
}

function applyStartingSource(loadKey: string, source: unknown) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
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

/**
 * Resolves the starting state of the dashboard loaded as `loadKey`: before this returns when
 * the source is at hand (the dashboard's first queries can then start at once), otherwise when
 * the returned promise settles.
 */
export function restoreFilterState(loadKey: string) {
  return (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const dashboardId = getState().dashboardInfo.id;
    if (dashboardId === null) return Promise.resolve();
    const source = startingSource(dispatch, getState(), dashboardId);
    if (source instanceof Promise) {
      return source.then((loaded: unknown) => dispatch(applyStartingSource(loadKey, loaded)));
    }
    dispatch(applyStartingSource(loadKey, source));
    return Promise.resolve();
  };
}
