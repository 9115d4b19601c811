/**
 * The dashboard page's side of the filter state. The starting state is resolved when the
 * dashboard loads (thunks/startDashboard.ts); after that, every change of the applied state is
 * written to the address bar (`native_filters`, then `native_filters_key` once the server stored it) and
 * remembered for the user's next visit. The router is not told: the page need not reload.
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

  useEffect(() => {
    if (!initialized || dashboardId === null) return undefined;
    writeLastApplied(dashboardId, urlState);
    const risonText = encodeNativeFilters(urlState);
    replaceSearch(searchWithFilterState(window.location.search, { risonText, key: null }));
    if (risonText === null) return undefined;
    let current = true;
    void storeFilterState(dispatch, dashboardId, urlState).then((key) => {
      if (current && key !== null) {
        replaceSearch(searchWithFilterState(window.location.search, { risonText, key }));
      }
    });
    return () => {
      current = false;
    };
  }, [initialized, dashboardId, urlState, dispatch]);
}
