/**
 * The server-side copy of a dashboard's filter state behind `native_filters_key` (contract in
 * packages/core/src/filters/filter-state-api.ts). Writes carry this browser tab's id, so the
 * server keeps one key per tab and the address stays the same while the user changes filters.
 */
import {
  filterStatePath,
  type FilterStateBody,
  type FilterStateCreated,
  type FilterStateValue,
} from '@panorama/core/filters/filter-state-api';
import { apiSlice } from '../../../../api/apiSlice';
import { browserTabId } from '../../../../api/browserTabId';
import type { AppDispatch } from '../../../../store/store';

export const filterStateApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createFilterState: build.mutation<
      FilterStateCreated,
      { dashboardId: number; tabId: number; body: FilterStateBody }
    >({
      query: ({ dashboardId, tabId, body }) => ({
        url: `${filterStatePath(dashboardId)}?tab_id=${tabId}`,
        method: 'POST',
        body,
      }),
    }),
    getFilterState: build.query<FilterStateValue, { dashboardId: number; key: string }>({
      query: ({ dashboardId, key }) => filterStatePath(dashboardId, key),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Stores the state; its key, or null when the server refused (the URL then keeps the state). */
export async function storeFilterState(
  dispatch: AppDispatch,
  dashboardId: number,
  value: unknown,
): Promise<string | null> {
  const request = dispatch(
    filterStateApi.endpoints.createFilterState.initiate({
      dashboardId,
      tabId: browserTabId(),
      body: { value: JSON.stringify(value) },
    }),
  );
  try {
    const { key } = await request.unwrap();
    return typeof key === 'string' && key !== '' ? key : null;
  } catch {
    return null;
  } finally {
    request.reset();
  }
}

/** The stored state of a key (parsed JSON), or null when it cannot be read. */
export async function loadFilterState(
  dispatch: AppDispatch,
  dashboardId: number,
  key: string,
): Promise<unknown> {
  const request = dispatch(filterStateApi.endpoints.getFilterState.initiate({ dashboardId, key }));
  try {
    const { value } = await request.unwrap();
    return typeof value === 'string' ? (JSON.parse(value) as unknown) : null;
  } catch {
    return null;
  } finally {
    request.unsubscribe();
  }
}
