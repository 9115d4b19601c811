/**
 * Session endpoints. Logout is a POST (with the CSRF token, like any cookie write): a GET could be
 * set off by another site, so `GET /logout/` only shows a page asking to confirm.
 */
import { apiSlice } from '../api/apiSlice';
import { csrfTokenCache } from '../api/csrfTokenCache';
import type { LoginOptions } from '@panorama/core/schemas/login-options';
import type { LoginRequest, LoginResponse } from '../api/types';
import { PATHS } from '../routes/paths';

const LOGOUT_PATH = PATHS.logout;

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The password form and the identity providers the login page offers. */
    loginOptions: build.query<LoginOptions, void>({
      query: () => '/api/v1/security/login_options/',
      transformResponse: (response: { result: LoginOptions }) => response.result,
    }),
    login: build.mutation<LoginResponse['result'], LoginRequest>({
      query: (credentials) => ({ url: '/login/', method: 'POST', body: credentials }),
      transformResponse: (response: LoginResponse) => response.result,
      // A new session means new permissions and a new user; everything cached is stale.
      invalidatesTags: ['Bootstrap', 'Dataset'],
      async onQueryStarted(_credentials, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The old session (if any) is unchanged, and so is its token.
        }
        // A CSRF token is bound to the session it was issued for.
        csrfTokenCache.invalidate();
      },
    }),
    /** Ends the session on the server and clears its cookie. */
    logout: build.mutation<null, void>({
      query: () => ({ url: LOGOUT_PATH, method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useLoginOptionsQuery } = authApi;
