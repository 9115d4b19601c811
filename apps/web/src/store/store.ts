/** The Redux store: the state slices plus the RTK Query cache. */
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { apiSlice } from '../api/apiSlice';
import { chartsSlice } from '../chart/chartsSlice';
import { exploreSlice } from '../features/explore/exploreSlice';
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
      [apiSlice.reducerPath]: apiSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(apiSlice.middleware),
  });
  // Refetch on window focus / reconnect for queries that opt in.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
