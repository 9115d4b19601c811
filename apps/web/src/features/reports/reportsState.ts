/**
 * The `reports` slice joins the store with the code of the report header entry, its only
 * reader, instead of being in the root reducer: most pages never show that entry. Until it is
 * injected `selectResourceReport` answers undefined and the entry uses what it fetched; once
 * injected, the slice follows every report call as before (headers, the report modal, the
 * report list's edits).
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';
import { reportsSlice } from './reportsSlice';

declare module '../../store/store' {
  // Declaration merging adds the slice's state to the store's type; it needs no members here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

reportsSlice.injectInto(rootReducer);
