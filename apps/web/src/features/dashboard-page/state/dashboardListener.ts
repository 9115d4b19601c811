/**
 * After every layout event: refusals and warnings of the layout rules become toasts, the undo
 * limit warning shows once when the history first overflows, and the unsaved-changes flag of
 * `dashboardState` follows the history (`layoutHistoryChanged`). Registered in the store, so an
 * edit dispatched from anywhere (edit mode's drag and drop included) gets the same treatment.
 */
import { createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { undoLimitWarning } from '@panorama/core/layout/layout-history';
import { t } from '../../../i18n/t';
import { dangerToastAdded, warningToastAdded } from '../../../store/messageToastsSlice';
import {
  layoutActionApplied,
  layoutHistoryCleared,
  layoutRedone,
  layoutUndone,
  type DashboardLayoutState,
} from './dashboardLayoutSlice';
import { layoutHistoryChanged } from './dashboardStateSlice';

/** The actions that follow a layout event, from the layout state before and after it. */
export function layoutOutcomeActions(
  before: DashboardLayoutState,
  after: DashboardLayoutState,
): UnknownAction[] {
  const outcome = after.lastOutcome;
  if (outcome === null) return [];
  if (outcome.cause === 'refused') {
    return outcome.error !== undefined ? [dangerToastAdded(t(outcome.error))] : [];
  }
  const actions: UnknownAction[] = [];
  if (outcome.warning !== undefined) actions.push(warningToastAdded(t(outcome.warning)));
  if (!before.maxUndoHistoryExceeded && after.maxUndoHistoryExceeded) {
    actions.push(warningToastAdded(undoLimitWarning(after.past.length, t)));
  }
  actions.push(
    layoutHistoryChanged({
      cause: outcome.cause,
      historyLength: after.past.length,
      maxUndoHistoryExceeded: after.maxUndoHistoryExceeded,
    }),
  );
  return actions;
}

interface LayoutRootState {
  dashboardLayout: DashboardLayoutState;
}

export const dashboardListener = createListenerMiddleware();

dashboardListener.startListening({
  matcher: isAnyOf(layoutActionApplied, layoutUndone, layoutRedone, layoutHistoryCleared),
  effect: (_action, api) => {
    const before = (api.getOriginalState() as LayoutRootState).dashboardLayout;
    const after = (api.getState() as LayoutRootState).dashboardLayout;
    for (const action of layoutOutcomeActions(before, after)) api.dispatch(action);
  },
});
