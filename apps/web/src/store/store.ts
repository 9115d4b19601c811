/**
 * The Redux store: the state slices plus the RTK Query cache. Slices of pages most visits never
 * open (SQL Lab, the report header entry) are not listed here: their page injects them into `rootReducer` when its code
 * loads (`slice.injectInto(rootReducer)`), so their code stays out of the first download. Such a
 * slice adds itself to `LazyLoadedSlices` and is read through its injected selectors, which give
 * its initial state before the injection.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { apiSlice } from '../api/apiSlice';
import { chartsSlice } from '../chart-runtime/chartsSlice';
import {
  dashboardInfoSlice,
  dashboardLayoutSlice,
  dashboardListener,
  dashboardStateSlice,
  datasourcesSlice,
  sliceEntitiesSlice,
  dataMaskSlice,
  nativeFiltersSlice,
} from '../features/dashboard-page';
import { exploreSlice } from '../features/explore';
import {
  ANALOGOUS_COLORS_FLAG,
  setAnalogousColors,
} from '../visualizations/shared/color/analogousColorsSetting';
import { commonSlice, selectFeatureFlag } from './commonSlice';
import { messageToastsSlice } from './messageToastsSlice';
import { userSlice } from './userSlice';

/** Declared by each lazily injected slice (`WithSlice<typeof slice>`), by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the slices that inject themselves
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  commonSlice,
  userSlice,
  messageToastsSlice,
  chartsSlice,
  exploreSlice,
  dashboardInfoSlice,
  dashboardStateSlice,
  dashboardLayoutSlice,
  sliceEntitiesSlice,
  datasourcesSlice,
  nativeFiltersSlice,
  dataMaskSlice,
  apiSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export function createStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(dashboardListener.middleware).concat(apiSlice.middleware),
    // Auto-batched actions (RTK Query's own, the chart lifecycle's) notify subscribers once at
    // the end of the current task instead of at the next animation frame (RTK's default): a
    // dashboard's start is a chain of such updates (reads in, page rendered, charts queried,
    // results in), and waiting a frame at each step cost ~40 ms of a 24-chart warm load
    // (bench/dashboard-load, alternated builds). A task's burst still notifies once.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  // Refetch on window focus / reconnect for queries that opt in.
  setupListeners(store.dispatch);
  // Colour scales read the analogous colours flag outside React; keep their copy current.
  store.subscribe(() => {
    setAnalogousColors(selectFeatureFlag(store.getState(), ANALOGOUS_COLORS_FLAG));
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
