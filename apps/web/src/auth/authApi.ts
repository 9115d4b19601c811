/** Session endpoints. Logout is a plain navigation to `/logout/` (the server redirects). */
import { apiSlice } from '../api/apiSlice';
import { csrfTokenCache } from '../api/csrfTokenCache';
import type { LoginRequest, LoginResponse } from '../api/types';

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useLoginMutation } = authApi;

/** Where the logout link points; the server clears the cookie and redirects to the login page. */
export const LOGOUT_URL = '/logout/';
