/**
 * The RTK Query base query every endpoint uses: same-origin cookies, JSON, the CSRF header on
 * state-changing API calls (with one retry when the token went stale), and a session-expired
 * event when an API call answers 401.
 */
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../store/authEvents';
import { earlyAwareFetch } from './earlyFetch';
import { csrfTokenCache } from './csrfTokenCache';
import type { CsrfTokenCache } from './csrfTokenCache';
import { isCsrfFailure, needsCsrfToken } from './csrfPolicy';

export const CSRF_HEADER = 'X-CSRFToken';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export interface BaseQueryOptions {
  /** Where relative URLs resolve; tests use an absolute origin because Node has no page URL. */
  baseUrl?: string;
  csrfTokens?: CsrfTokenCache;
}

export function createBaseQuery({
  baseUrl = '/',
  csrfTokens = csrfTokenCache,
}: BaseQueryOptions = {}): AppBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    // The API is always served by the same origin as the app; never send the cookie elsewhere.
    credentials: 'same-origin',
    // Reads the page started at boot (routes/routePrefetch.ts) are answered from there.
    fetchFn: earlyAwareFetch,
    prepareHeaders: (headers) => {
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      return headers;
    },
  });

  const send = async (
    request: FetchArgs,
    withCsrf: boolean,
    api: BaseQueryApi,
    extraOptions: object,
  ) => {
    if (!withCsrf) return rawBaseQuery(request, api, extraOptions);
    let token: string;
    try {
      token = await csrfTokens.get();
    } catch (err) {
      const error: FetchBaseQueryError = { status: 'FETCH_ERROR', error: (err as Error).message };
      return { error };
    }
    const headers = toHeaders(request.headers);
    headers.set(CSRF_HEADER, token);
    return rawBaseQuery({ ...request, headers }, api, extraOptions);
  };

  return async (args, api, extraOptions) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const path = request.url.startsWith('/') ? request.url : `/${request.url}`;
    const withCsrf = needsCsrfToken(request.method, path);

    let result = await send(request, withCsrf, api, extraOptions);
    if (withCsrf && result.error && isCsrfFailure(result.error.status, result.error.data)) {
      // The token belonged to an older session or expired: fetch a fresh one and retry once.
      csrfTokens.invalidate();
      result = await send(request, withCsrf, api, extraOptions);
    }
    if (result.error?.status === 401 && path.startsWith('/api/')) {
      csrfTokens.invalidate();
      api.dispatch(sessionExpired());
    }
    return result;
  };
}

export const baseQuery = createBaseQuery();

/** FetchArgs allow `undefined` header values (meaning "unset"), which `new Headers()` rejects. */
function toHeaders(init: FetchArgs['headers']): Headers {
  if (init instanceof Headers) return new Headers(init);
  const headers = new Headers();
  const entries = Array.isArray(init)
    ? init.map(([name, value]) => [name, value] as const)
    : Object.entries(init ?? {});
  for (const [name, value] of entries) {
    if (name !== undefined && value !== undefined) headers.set(name, value);
  }
  return headers;
}
