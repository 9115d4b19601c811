/** The Redux store: the state slices plus the RTK Query cache. */
import { configureStore } from '@reduxjs/toolkit';
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
import { reportsSlice } from '../features/reports';
import { sqlLabSlice } from '../features/sqllab';
import { commonSlice } from './commonSlice';
import { messageToastsSlice } from './messageToastsSlice';
import { userSlice } from './userSlice';

export function createStore() {
  const store = configureStore({
    reducer: {
      [commonSlice.name]: commonSlice.reducer,
      [userSlice.name]: userSlice.reducer,
      [messageToastsSlice.name]: messageToastsSlice.reducer,
      [chartsSlice.name]: chartsSlice.reducer,
      [exploreSlice.name]: exploreSlice.reducer,
      [dashboardInfoSlice.name]: dashboardInfoSlice.reducer,
      [dashboardStateSlice.name]: dashboardStateSlice.reducer,
      [dashboardLayoutSlice.name]: dashboardLayoutSlice.reducer,
      [sliceEntitiesSlice.name]: sliceEntitiesSlice.reducer,
      [datasourcesSlice.name]: datasourcesSlice.reducer,
      [nativeFiltersSlice.name]: nativeFiltersSlice.reducer,
      [dataMaskSlice.name]: dataMaskSlice.reducer,
      [sqlLabSlice.name]: sqlLabSlice.reducer,
      [reportsSlice.name]: reportsSlice.reducer,
      [apiSlice.reducerPath]: apiSlice.reducer,
    },
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
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
