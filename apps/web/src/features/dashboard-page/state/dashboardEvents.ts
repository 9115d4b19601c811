/**
 * Events of the dashboard page that more than one slice listens to (dashboardInfo,
 * dashboardState, dashboardLayout, sliceEntities, datasources). Each names what happened; the
 * slices decide what it means for them.
 */
import { createAction } from '@reduxjs/toolkit';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { DashboardPropertiesResult } from '../../dashboard-list';
import type {
  DashboardChart,
  DashboardDetail,
  DashboardPermalinkState,
} from '../api/dashboardApiTypes';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import type { DashboardMetadata } from '../model/dashboardMetadata';
import type { DashboardPermissions } from '../model/dashboardPermissions';
import type { DashboardUrlParams } from '../model/urlParams';

export interface DashboardLoadedPayload {
  /** Which answers of the page's calls this load is built from (the page shows it once equal). */
  loadKey: string;
  dashboard: DashboardDetail;
  /** The GET answer's ETag, sent back as If-Match when saving; null when the server sent none. */
  etag: string | null;
  charts: DashboardChart[];
  /** Built with buildDashboardLayout from position_json and the charts. */
  layout: DashboardLayout;
  permissions: DashboardPermissions;
  urlParams: DashboardUrlParams;
  /** Edit mode granted: asked for by the URL and allowed by dash_edit_perm. */
  editMode: boolean;
  /** Tabs to show first (from a permalink, or on the way to the focused chart or anchor). */
  activeTabs: string[];
  /** The component to scroll to once shown (permalink anchor or focused chart). */
  anchor: string | null;
  permalinkState: DashboardPermalinkState | null;
  /** json_metadata's native_filter_configuration, checked (loadNativeFilterConfiguration). */
  nativeFilters: FilterConfigItem[];
}

export const dashboardLoaded = createAction<DashboardLoadedPayload>('dashboard/loaded');

/** Properties edited in the properties dialog (all of them, as the dialog submits them). */
export interface DashboardPropertiesPayload extends Omit<DashboardPropertiesResult, 'metadata'> {
  metadata: DashboardMetadata;
  /** The colour scheme differs from the one before (undo then keeps the unsaved flag). */
  colorSchemeChanged?: boolean;
}

/** Edit mode: the dialog's values apply to the page and wait for the dashboard's Save. */
export const dashboardPropertiesApplied = createAction<DashboardPropertiesPayload>(
  'dashboard/propertiesApplied',
);

/** View mode: the dialog saved its values to the server at once. */
export const dashboardPropertiesSaved = createAction<DashboardPropertiesPayload>(
  'dashboard/propertiesSaved',
);

export const editModeEntered = createAction('dashboard/editModeEntered');

/** Leaving edit mode without saving: every edit since the last save is dropped. */
export const editsDiscarded = createAction('dashboard/editsDiscarded');

export const dashboardSaveStarted = createAction('dashboard/saveStarted');

/**
 * The overwrite answered OK; the page now shows what the server holds. `title` is what was
 * saved: the layout header's text (the title is edited there, with undo).
 */
export const dashboardSaved = createAction<{ lastModifiedTime: number; title: string }>(
  'dashboard/saved',
);

export const dashboardSaveFailed = createAction('dashboard/saveFailed');

/** The datasets behind the dashboard's charts arrived (`GET /api/v1/dashboard/{id}/datasets`). */
export const dashboardDatasetsLoaded = createAction<{ datasources: DatasourceJson[] }>(
  'dashboard/datasetsLoaded',
);

export const dashboardDatasetsFailed = createAction('dashboard/datasetsFailed');

/**
 * One more dataset joined the page: the dataset of a chart added from the edit-mode palette.
 * Only the datasources slice changes; the page's datasets load status stays as it was.
 */
export const dashboardDatasetAdded = createAction<{ datasource: DatasourceJson }>(
  'dashboard/datasetAdded',
);
