/**
 * The server-side copy of a dashboard's filter state behind `native_filters_key` (Superset's
 * `POST /api/v1/dashboard/{id}/filter_state` → `{key}`, `GET .../filter_state/{key}` →
 * `{value}` with the data mask as JSON text). When the server does not offer the call (404 or
 * 405), links carry the state in `native_filters` alone and the page stops asking.
 */
import { apiSlice } from '../../../../api/apiSlice';
import type { AppDispatch } from '../../../../store/store';

export const filterStateApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    createFilterState: build.mutation<{ key: string }, { dashboardId: number; value: string }>({
      query: ({ dashboardId, value }) => ({
        url: `/api/v1/dashboard/${dashboardId}/filter_state`,
        method: 'POST',
        body: { value },
      }),
    }),
    getFilterState: build.query<{ value: string }, { dashboardId: number; key: string }>({
      query: ({ dashboardId, key }) =>
        `/api/v1/dashboard/${dashboardId}/filter_state/${encodeURIComponent(key)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

let unavailable = false;

function isMissingEndpoint(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 405;
}

/** Stores the state; its key, or null when the server has no such store or refused. */
export async function storeFilterState(
  dispatch: AppDispatch,
  dashboardId: number,
  value: unknown,
): Promise<string | null> {
  if (unavailable) return null;
  const request = dispatch(
    filterStateApi.endpoints.createFilterState.initiate({
      dashboardId,
      value: JSON.stringify(value),
    }),
  );
  try {
    const { key } = await request.unwrap();
    return typeof key === 'string' && key !== '' ? key : null;
  } catch (error) {
    if (isMissingEndpoint(error)) unavailable = true;
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
