/**
 * The dashboard page's side of the filter state. The starting state is resolved when the
 * dashboard loads (thunks/startDashboard.ts); after that, every change of the applied state is
 * remembered for the user's next visit and written to the address bar: first in full as
 * `native_filters`, then, once the server stored it, as `native_filters_key` alone (as Superset
 * does), so a reload or a copied link opens the same filters with a short address. Visitors who
 * may not store it on the server keep `native_filters`. The router is not told: the page need
 * not reload.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { storeFilterState } from '../api/filterStateApi';
import { encodeNativeFilters, searchWithFilterState } from '../model/filterUrlState';
import { writeLastApplied } from '../model/lastAppliedStorage';
import { selectFilterStateForUrl, selectFiltersInitialized } from '../state/nativeFilterSelectors';

function replaceSearch(search: string): void {
  if (search === window.location.search || (search === '' && window.location.search === '?')) {
    return;
  }
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

export function useNativeFilterState(): void {
  const dispatch = useAppDispatch();
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const initialized = useAppSelector(selectFiltersInitialized);
  const urlState = useAppSelector(selectFilterStateForUrl);
  const canStore = useAppSelector((state) => state.dashboardInfo.can_store_filter_state);

  useEffect(() => {
    if (!initialized || dashboardId === null) return undefined;
    writeLastApplied(dashboardId, urlState);
    const risonText = encodeNativeFilters(urlState);
    replaceSearch(searchWithFilterState(window.location.search, { risonText, key: null }));
    if (risonText === null || !canStore) return undefined;
    let current = true;
    void storeFilterState(dispatch, dashboardId, urlState).then((key) => {
      if (current && key !== null) {
        replaceSearch(searchWithFilterState(window.location.search, { risonText: null, key }));
      }
    });
    return () => {
      current = false;
    };
  }, [initialized, dashboardId, urlState, canStore, dispatch]);
}
