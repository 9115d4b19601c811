/**
 * The `dashboardLayout` slice: the layout tree with its undo history (past, present, future).
 * Every edit goes through one event, `layoutActionApplied`, whose reducer calls the shared
 * layout rules (`applyLayoutAction` of packages/core) and records the result; a refused edit
 * leaves the layout as it was. The outcome (refusal, warning) is kept in `lastOutcome` for the
 * listener (dashboardListener.ts), which turns it into toasts and unsaved-change flags.
 */
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import { applyLayoutAction, type LayoutAction } from '@panorama/core/layout/layout-actions';
import { DASHBOARD_HEADER_ID } from '@panorama/core/layout/layout-constants';
import {
  clearLayoutHistory,
  createLayoutHistory,
  recordLayout,
  redoLayout,
  undoLayout,
  type LayoutHistory,
} from '@panorama/core/layout/layout-history';
import type {
  DashboardLayout,
  FilterScope,
  LayoutItemMeta,
} from '@panorama/core/layout/layout-types';
import {
  dashboardLoaded,
  dashboardPropertiesApplied,
  dashboardPropertiesSaved,
  dashboardSaved,
  editsDiscarded,
} from './dashboardEvents';
import type { LayoutHistoryCause } from './dashboardStateSlice';

/** What the last layout event did: moved the history, or was refused with a message. */
export interface LayoutOutcome {
  cause: LayoutHistoryCause | 'refused';
  /** English message key of a refusal (shown through t()). */
  error?: string;
  /** English message key of a warning that did not stop the edit. */
  warning?: string;
}

export interface DashboardLayoutState extends LayoutHistory {
  /** The layout as last loaded or saved, restored by Discard. */
  saved: DashboardLayout;
  lastOutcome: LayoutOutcome | null;
}

export interface LayoutActionAppliedPayload {
  action: LayoutAction;
  /** Native filter scopes, so moving a chart across a scope boundary warns. */
  filterScopes?: FilterScope[];
}

const initialState: DashboardLayoutState = {
  ...createLayoutHistory({}),
  saved: {},
  lastOutcome: null,
};

function historyOf(state: DashboardLayoutState): LayoutHistory {
  return {
    past: state.past,
    present: state.present,
    future: state.future,
    maxUndoHistoryExceeded: state.maxUndoHistoryExceeded,
  };
}

function withHeaderText(layout: DashboardLayout, text: string): DashboardLayout {
  const header = layout[DASHBOARD_HEADER_ID];
  if (!header) return layout;
  return { ...layout, [DASHBOARD_HEADER_ID]: { ...header, meta: { ...header.meta, text } } };
}

export const dashboardLayoutSlice = createSlice({
  name: 'dashboardLayout',
  initialState,
  reducers: {
    layoutActionApplied(state, { payload }: PayloadAction<LayoutActionAppliedPayload>) {
      const base = current(state);
      const result = applyLayoutAction(base.present, payload.action, {
        filterScopes: payload.filterScopes,
      });
      if (result.error !== undefined) {
        return { ...base, lastOutcome: { cause: 'refused', error: result.error } };
      }
      if (result.layout === base.present) return { ...base, lastOutcome: null };
      return {
        ...recordLayout(historyOf(base), result.layout),
        saved: base.saved,
        lastOutcome: { cause: 'edit', ...(result.warning ? { warning: result.warning } : {}) },
      };
    },
    layoutUndone(state) {
      const base = current(state);
      if (base.past.length === 0) return { ...base, lastOutcome: null };
      return { ...undoLayout(historyOf(base)), saved: base.saved, lastOutcome: { cause: 'undo' } };
    },
    layoutRedone(state) {
      const base = current(state);
      if (base.future.length === 0) return { ...base, lastOutcome: null };
      return { ...redoLayout(historyOf(base)), saved: base.saved, lastOutcome: { cause: 'redo' } };
    },
    layoutHistoryCleared(state) {
      const base = current(state);
      return {
        ...clearLayoutHistory(historyOf(base)),
        saved: base.saved,
        lastOutcome: { cause: 'clear' },
      };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dashboardLoaded, (_state, { payload }) => ({
        ...createLayoutHistory(payload.layout),
        saved: payload.layout,
        lastOutcome: null,
      }))
      .addCase(editsDiscarded, (state) => {
        const { saved } = current(state);
        return { ...createLayoutHistory(saved), saved, lastOutcome: null };
      })
      .addCase(dashboardSaved, (state) => {
        const base = current(state);
        return {
          ...clearLayoutHistory(historyOf(base)),
          maxUndoHistoryExceeded: false,
          saved: base.present,
          lastOutcome: null,
        };
      })
      .addCase(dashboardPropertiesApplied, (state, { payload }) => {
        const base = current(state);
        return { ...base, present: withHeaderText(base.present, payload.title) };
      })
      .addCase(dashboardPropertiesSaved, (state, { payload }) => {
        const base = current(state);
        return {
          ...base,
          present: withHeaderText(base.present, payload.title),
          saved: withHeaderText(base.saved, payload.title),
        };
      });
  },
});

export const { layoutActionApplied, layoutUndone, layoutRedone, layoutHistoryCleared } =
  dashboardLayoutSlice.actions;

/** The layout event that changes some meta fields (title, background, markdown...) of one component. */
export function componentMetaUpdated(componentId: string, meta: Partial<LayoutItemMeta>) {
  return layoutActionApplied({ action: { type: 'updateMeta', componentId, meta } });
}
