/**
 * The `dashboardInfo` slice: what the dashboard is (id, title, slug, owners, roles, parsed
 * json_metadata, css, certification, last change) and what the user may do with it
 * (`dash_edit_perm` and friends), plus the version tag (ETag) used to refuse lost updates.
 * Properties applied in edit mode are kept apart from the saved ones so Discard can restore them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OwnerRef } from '../../../components/list-view/ownerNames';
import type { RoleRef } from '../api/dashboardApiTypes';
import { parseDashboardMetadata, type DashboardMetadata } from '../model/dashboardMetadata';
import type { DashboardPermissions } from '../model/dashboardPermissions';
import {
  dashboardLoaded,
  dashboardPropertiesApplied,
  dashboardPropertiesSaved,
  dashboardSaved,
  editsDiscarded,
  type DashboardPropertiesPayload,
} from './dashboardEvents';

/** The editable properties: what Save writes and Discard restores. */
export interface DashboardProperties {
  title: string;
  slug: string | null;
  owners: OwnerRef[];
  roles: RoleRef[];
  certified_by: string | null;
  certification_details: string | null;
  metadata: DashboardMetadata;
  css: string;
}

export interface DashboardInfoState extends DashboardProperties, DashboardPermissions {
  id: number | null;
  changed_on: string | null;
  changed_by_name: string | null;
  /** Epoch seconds of the last change (Superset's last_modified_time). */
  last_modified_time: number;
  /** ETag of the version the page last read or wrote; null when the server sends none. */
  etag: string | null;
  /** The properties as last loaded or saved. */
  saved: DashboardProperties;
}

const emptyProperties: DashboardProperties = {
  title: '',
  slug: null,
  owners: [],
  roles: [],
  certified_by: null,
  certification_details: null,
  metadata: {},
  css: '',
};

const initialState: DashboardInfoState = {
  ...emptyProperties,
  id: null,
  changed_on: null,
  changed_by_name: null,
  last_modified_time: 0,
  etag: null,
  dash_edit_perm: false,
  dash_save_perm: false,
  dash_share_perm: false,
  can_explore: false,
  can_share_chart: false,
  can_csv: false,
  can_store_filter_state: false,
  can_favorite: false,
  can_download_dashboard: false,
  can_view_query: false,
  saved: emptyProperties,
};

export function epochSecondsOf(iso: string | null | undefined): number {
  if (!iso) return 0;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

function fromPayload(payload: DashboardPropertiesPayload): DashboardProperties {
  return {
    title: payload.title,
    slug: payload.slug,
    owners: payload.owners,
    roles: payload.roles,
    certified_by: payload.certifiedBy,
    certification_details: payload.certificationDetails,
    metadata: payload.metadata,
    css: payload.css,
  };
}

function currentProperties(state: DashboardInfoState): DashboardProperties {
  return {
    title: state.title,
    slug: state.slug,
    owners: state.owners,
    roles: state.roles,
    certified_by: state.certified_by,
    certification_details: state.certification_details,
    metadata: state.metadata,
    css: state.css,
  };
}

export const dashboardInfoSlice = createSlice({
  name: 'dashboardInfo',
  initialState,
  reducers: {
    /**
     * Colour keys the server stored on their own (the shared label colours charts drew): part
     * of the saved metadata, so they are no unsaved change.
     */
    dashboardColorsStored(state, { payload }: PayloadAction<Partial<DashboardMetadata>>) {
      Object.assign(state.metadata, payload);
      Object.assign(state.saved.metadata, payload);
    },
    /** The server's current version was read again (after a save, a publish, a conflict). */
    dashboardVersionRefreshed(
      state,
      {
        payload,
      }: PayloadAction<{
        /** Null when the page must not take the server's version as its own (see dashboardVersion.ts). */
        changedOn: string | null;
        changedByName: string | null;
        etag: string | null;
      }>,
    ) {
      state.changed_on = payload.changedOn;
      if (payload.changedOn !== null) {
        state.changed_by_name = payload.changedByName;
        state.last_modified_time = Math.max(
          state.last_modified_time,
          epochSecondsOf(payload.changedOn),
        );
      }
      state.etag = payload.etag;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dashboardLoaded, (_state, { payload }) => {
        const { dashboard } = payload;
        const properties: DashboardProperties = {
          title: dashboard.dashboard_title,
          slug: dashboard.slug,
          owners: dashboard.owners,
          roles: dashboard.roles ?? [],
          certified_by: dashboard.certified_by,
          certification_details: dashboard.certification_details,
          metadata: parseDashboardMetadata(dashboard.json_metadata),
          css: dashboard.css ?? '',
        };
        return {
          ...properties,
          ...payload.permissions,
          id: dashboard.id,
          changed_on: dashboard.changed_on,
          changed_by_name: dashboard.changed_by_name,
          last_modified_time: epochSecondsOf(dashboard.changed_on),
          etag: payload.etag,
          saved: properties,
        };
      })
      .addCase(dashboardPropertiesApplied, (state, { payload }) => {
        Object.assign(state, fromPayload(payload));
      })
      .addCase(dashboardPropertiesSaved, (state, { payload }) => {
        const properties = fromPayload(payload);
        Object.assign(state, properties);
        state.saved = properties;
      })
      .addCase(dashboardSaved, (state, { payload }) => {
        state.last_modified_time = payload.lastModifiedTime;
        state.title = payload.title;
        state.saved = currentProperties(state);
      })
      .addCase(editsDiscarded, (state) => {
        Object.assign(state, state.saved);
      });
  },
});

export const { dashboardVersionRefreshed, dashboardColorsStored } = dashboardInfoSlice.actions;
