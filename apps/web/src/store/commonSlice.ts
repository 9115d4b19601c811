/** Instance-wide data from the bootstrap payload: permissions, feature flags, locale, config. */
import { createSlice } from '@reduxjs/toolkit';
import type { PermissionPair } from '../api/types';
import { bootstrapApi } from '../bootstrap/bootstrapApi';
import { sessionExpired } from './authEvents';

export interface CommonState {
  /** False until the first bootstrap payload arrived. */
  loaded: boolean;
  /** The page shows an embedded dashboard to a guest token's bearer. */
  guest: boolean;
  permissions: PermissionPair[];
  featureFlags: Record<string, boolean>;
  locale: string;
  conf: Record<string, unknown>;
}

const initialState: CommonState = {
  loaded: false,
  guest: false,
  permissions: [],
  featureFlags: {},
  locale: 'en',
  conf: {},
};

export const commonSlice = createSlice({
  name: 'common',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        // Permissions belonged to the session that just ended.
        state.permissions = [];
      })
      .addMatcher(bootstrapApi.endpoints.getBootstrapData.matchFulfilled, (state, { payload }) => {
        state.loaded = true;
        state.guest = payload.is_guest === true;
        state.permissions = payload.permissions;
        state.featureFlags = payload.feature_flags;
        state.locale = payload.locale;
        state.conf = payload.conf;
      });
  },
});

export function selectHasPermission(
  state: { common: CommonState },
  permission: string,
  view: string,
): boolean {
  return state.common.permissions.some(([p, v]) => p === permission && v === view);
}

export function selectFeatureFlag(state: { common: CommonState }, flag: string): boolean {
  return state.common.featureFlags[flag] === true;
}
