/** The signed-in user, or null for an anonymous visitor. */
import { createSlice } from '@reduxjs/toolkit';
import type { BootstrapUser } from '../api/types';
import { authApi } from '../auth/authApi';
import { bootstrapApi } from '../bootstrap/bootstrapApi';
import { sessionExpired } from './authEvents';

export interface UserState {
  current: BootstrapUser | null;
}

const initialState: UserState = { current: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.current = null;
      })
      .addMatcher(bootstrapApi.endpoints.getBootstrapData.matchFulfilled, (state, { payload }) => {
        state.current = payload.user;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        // The login answer is the bootstrap user without roles; keep what we know until the
        // bootstrap data (refetched right after login) fills them in.
        const known = state.current?.id === payload.id ? state.current : null;
        state.current = {
          roles: known?.roles ?? [],
          is_admin: known?.is_admin ?? false,
          ...payload,
        };
      });
  },
});

export function selectCurrentUser(state: { user: UserState }): BootstrapUser | null {
  return state.user.current;
}
