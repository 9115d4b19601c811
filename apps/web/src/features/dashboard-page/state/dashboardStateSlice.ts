/**
 * The `dashboardState` slice (Superset's name): the page's flags: edit mode,
 * unsaved changes, saving, refreshing, star, published, active tabs, expanded descriptions, the
 * full-size chart, the undo limit, dataset loading, the overwrite confirmation, the
 * auto-refresh interval, and what the URL asked for.
 *
 * hasUnsavedChanges becomes true on any layout change; it becomes false after a save, or after
 * an undo that empties the history, unless the undo limit was exceeded or the colour scheme
 * was updated.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { expandedSlicesOf, parseDashboardMetadata } from '../model/dashboardMetadata';
import type { OverwriteItem } from '../model/overwriteItems';
import { refreshFrequencySeconds } from '../model/refreshSchedule';
import { activeTabsAfterSwitch } from '../model/tabPaths';
import { parseUiConfig, type StandaloneMode, type UiConfig } from '../model/urlParams';
import {
  dashboardDatasetsFailed,
  dashboardDatasetsLoaded,
  dashboardLoaded,
  dashboardPropertiesApplied,
  dashboardPropertiesSaved,
  dashboardSaveFailed,
  dashboardSaveStarted,
  dashboardSaved,
  editModeEntered,
  editsDiscarded,
} from './dashboardEvents';

export type DatasetsStatus = 'loading' | 'complete' | 'failed';

/** The overwrite-confirmation prompt: who changed the dashboard, when, and what a save replaces. */
export interface OverwriteConfirm {
  updatedAt: string | null;
  updatedBy: string | null;
  items: OverwriteItem[];
  /** The server's current version tag: confirming overwrites exactly that version. */
  etag: string | null;
}

/** Filter state the URL or a permalink brought, kept for the native filters. */
export interface InitialFilterState {
  nativeFiltersKey: string | null;
  nativeFilters: string | null;
  preselectFilters: Record<string, unknown> | null;
  /** The permalink's dataMask, by filter id. */
  dataMask: Record<string, unknown>;
}

/** What changed the layout history: a new edit, an undo, a redo or a cleared history. */
export type LayoutHistoryCause = 'edit' | 'undo' | 'redo' | 'clear';

export interface DashboardStateState {
  /** The load the page state was built from (see DashboardLoadedPayload.loadKey). */
  loadKey: string | null;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  isRefreshing: boolean;
  isFiltersRefreshing: boolean;
  dashboardIsSaving: boolean;
  isStarred: boolean;
  isPublished: boolean;
  activeTabs: string[];
  expandedSlices: Record<number, boolean>;
  fullSizeChartId: number | null;
  maxUndoHistoryExceeded: boolean;
  /** The colour scheme changed since the last save (Superset's updatedColorScheme). */
  colorSchemeUpdated: boolean;
  datasetsStatus: DatasetsStatus;
  overwriteConfirm: OverwriteConfirm | null;
  /** Current auto-refresh interval in seconds (0 = off). */
  refreshFrequency: number;
  /** The interval was chosen in edit mode, so the next save stores it. */
  shouldPersistRefreshFrequency: boolean;
  /** The stored interval, restored on Discard. */
  savedRefreshFrequency: number;
  lastRefreshTime: number | null;
  standalone: StandaloneMode;
  uiConfig: UiConfig;
  focusedChartId: number | null;
  /** A component to scroll to once on screen (permalink anchor, focused chart). */
  anchor: string | null;
  initialFilterState: InitialFilterState;
}

const initialState: DashboardStateState = {
  loadKey: null,
  editMode: false,
  hasUnsavedChanges: false,
  isRefreshing: false,
  isFiltersRefreshing: false,
  dashboardIsSaving: false,
  isStarred: false,
  isPublished: false,
  activeTabs: [],
  expandedSlices: {},
  fullSizeChartId: null,
  maxUndoHistoryExceeded: false,
  colorSchemeUpdated: false,
  datasetsStatus: 'loading',
  overwriteConfirm: null,
  refreshFrequency: 0,
  shouldPersistRefreshFrequency: false,
  savedRefreshFrequency: 0,
  lastRefreshTime: null,
  standalone: 0,
  uiConfig: parseUiConfig(null),
  focusedChartId: null,
  anchor: null,
  initialFilterState: {
    nativeFiltersKey: null,
    nativeFilters: null,
    preselectFilters: null,
    dataMask: {},
  },
};

export const dashboardStateSlice = createSlice({
  name: 'dashboardState',
  initialState,
  reducers: {
    /**
     * The layout history moved (the listener reports it after every layout event). A new edit or
     * a redo leaves unsaved changes; an undo back to an empty history clears them unless the undo
     * limit was exceeded (older edits are lost from the history) or the colour scheme changed.
     */
    layoutHistoryChanged(
      state,
      {
        payload,
      }: PayloadAction<{
        cause: LayoutHistoryCause;
        historyLength: number;
        maxUndoHistoryExceeded: boolean;
      }>,
    ) {
      state.maxUndoHistoryExceeded = payload.maxUndoHistoryExceeded;
      switch (payload.cause) {
        case 'edit':
        case 'redo':
          state.hasUnsavedChanges = true;
          return;
        case 'undo':
          state.hasUnsavedChanges =
            payload.historyLength > 0 || payload.maxUndoHistoryExceeded || state.colorSchemeUpdated;
          return;
        case 'clear':
          return;
      }
    },
    overwriteConfirmationRequested(state, { payload }: PayloadAction<OverwriteConfirm>) {
      state.dashboardIsSaving = false;
      state.overwriteConfirm = payload;
    },
    overwriteConfirmationDismissed(state) {
      state.overwriteConfirm = null;
    },
    favoriteStatusLoaded(state, { payload }: PayloadAction<{ isStarred: boolean }>) {
      state.isStarred = payload.isStarred;
    },
    /** The star call succeeded (the star toggles only on success, never showing a guess). */
    favoriteToggled(state, { payload }: PayloadAction<{ isStarred: boolean }>) {
      state.isStarred = payload.isStarred;
    },
    /** The publish call succeeded. */
    publishedToggled(state, { payload }: PayloadAction<{ isPublished: boolean }>) {
      state.isPublished = payload.isPublished;
    },
    /** The user picked an auto-refresh interval; in edit mode it is saved with the dashboard. */
    refreshFrequencyChosen(state, { payload }: PayloadAction<{ seconds: number }>) {
      state.refreshFrequency = refreshFrequencySeconds(payload.seconds);
      if (state.editMode) {
        state.shouldPersistRefreshFrequency = true;
        state.hasUnsavedChanges = true;
      }
    },
    dashboardRefreshStarted(state, { payload }: PayloadAction<{ at: number }>) {
      state.isRefreshing = true;
      state.lastRefreshTime = payload.at;
    },
    dashboardRefreshFinished(state) {
      state.isRefreshing = false;
    },
    /** A TABS component switched from `previousTabId` to `tabId`. */
    tabActivated(
      state,
      { payload }: PayloadAction<{ tabId: string; previousTabId: string | null }>,
    ) {
      state.activeTabs = activeTabsAfterSwitch(
        state.activeTabs,
        payload.tabId,
        payload.previousTabId,
      );
    },
    /** Tabs switched to bring a component on screen (a focused chart, an anchor). */
    tabsRevealed(state, { payload }: PayloadAction<{ activeTabs: string[] }>) {
      state.activeTabs = payload.activeTabs;
    },
    /** A component asked for (a table of contents entry): its tabs shown, then scrolled to. */
    componentRevealed(
      state,
      { payload }: PayloadAction<{ activeTabs: string[]; componentId: string }>,
    ) {
      state.activeTabs = payload.activeTabs;
      state.anchor = payload.componentId;
    },
    anchorReached(state) {
      state.anchor = null;
    },
    chartDescriptionToggled(state, { payload }: PayloadAction<{ chartId: number }>) {
      if (state.expandedSlices[payload.chartId]) delete state.expandedSlices[payload.chartId];
      else state.expandedSlices[payload.chartId] = true;
    },
    chartFullSizeToggled(state, { payload }: PayloadAction<{ chartId: number }>) {
      state.fullSizeChartId = state.fullSizeChartId === payload.chartId ? null : payload.chartId;
    },
    chartFullSizeExited(state) {
      state.fullSizeChartId = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dashboardLoaded, (_state, { payload }) => {
        const metadata = parseDashboardMetadata(payload.dashboard.json_metadata);
        const frequency = refreshFrequencySeconds(metadata.refresh_frequency);
        const { urlParams } = payload;
        return {
          ...initialState,
          loadKey: payload.loadKey,
          editMode: payload.editMode,
          isPublished: payload.dashboard.published,
          activeTabs: payload.activeTabs,
          expandedSlices: expandedSlicesOf(metadata),
          refreshFrequency: frequency,
          savedRefreshFrequency: frequency,
          standalone: urlParams.standalone,
          uiConfig: urlParams.uiConfig,
          focusedChartId: urlParams.focusedChartId,
          anchor: payload.anchor,
          initialFilterState: {
            nativeFiltersKey: urlParams.nativeFiltersKey,
            nativeFilters: urlParams.nativeFilters,
            preselectFilters: urlParams.preselectFilters,
            dataMask: payload.permalinkState?.dataMask ?? {},
          },
        };
      })
      .addCase(dashboardDatasetsLoaded, (state) => {
        state.datasetsStatus = 'complete';
      })
      .addCase(dashboardDatasetsFailed, (state) => {
        state.datasetsStatus = 'failed';
      })
      .addCase(editModeEntered, (state) => {
        state.editMode = true;
        state.fullSizeChartId = null;
      })
      .addCase(editsDiscarded, (state) => {
        state.editMode = false;
        state.hasUnsavedChanges = false;
        state.colorSchemeUpdated = false;
        state.maxUndoHistoryExceeded = false;
        state.refreshFrequency = state.savedRefreshFrequency;
        state.shouldPersistRefreshFrequency = false;
        state.overwriteConfirm = null;
      })
      .addCase(dashboardPropertiesApplied, (state, { payload }) => {
        state.hasUnsavedChanges = true;
        if (payload.colorSchemeChanged) state.colorSchemeUpdated = true;
        state.refreshFrequency = refreshFrequencySeconds(payload.metadata.refresh_frequency);
        state.shouldPersistRefreshFrequency = true;
      })
      .addCase(dashboardPropertiesSaved, (state, { payload }) => {
        const frequency = refreshFrequencySeconds(payload.metadata.refresh_frequency);
        state.refreshFrequency = frequency;
        state.savedRefreshFrequency = frequency;
      })
      .addCase(dashboardSaveStarted, (state) => {
        state.dashboardIsSaving = true;
      })
      .addCase(dashboardSaved, (state) => {
        state.dashboardIsSaving = false;
        state.hasUnsavedChanges = false;
        state.editMode = false;
        state.maxUndoHistoryExceeded = false;
        state.colorSchemeUpdated = false;
        state.overwriteConfirm = null;
        state.savedRefreshFrequency = state.shouldPersistRefreshFrequency
          ? state.refreshFrequency
          : state.savedRefreshFrequency;
        state.shouldPersistRefreshFrequency = false;
      })
      .addCase(dashboardSaveFailed, (state) => {
        state.dashboardIsSaving = false;
      });
  },
});

export const {
  layoutHistoryChanged,
  overwriteConfirmationRequested,
  overwriteConfirmationDismissed,
  favoriteStatusLoaded,
  favoriteToggled,
  publishedToggled,
  refreshFrequencyChosen,
  dashboardRefreshStarted,
  dashboardRefreshFinished,
  tabActivated,
  tabsRevealed,
  componentRevealed,
  anchorReached,
  chartDescriptionToggled,
  chartFullSizeToggled,
  chartFullSizeExited,
} = dashboardStateSlice.actions;
