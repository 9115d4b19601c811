/**
 * SQL Lab's slice in the store, injected when SQL Lab's code loads instead of being listed in
 * the root reducer: pages that never open SQL Lab (the dashboard, explore, the lists) do not
 * download its reducer. Read it through `selectSqlLab`, which gives the initial state until the
 * first action after the injection has filled the slice in.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';
import { sqlLabSlice } from './sqllabSlice';

declare module '../../store/store' {
  // Declaration merging adds the slice's state to the store's type; it needs no members here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof sqlLabSlice> {}
}

const injectedSqlLabSlice = sqlLabSlice.injectInto(rootReducer);

export const selectSqlLab = injectedSqlLabSlice.selectSlice;
