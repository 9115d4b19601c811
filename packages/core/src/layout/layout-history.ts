/**
 * Undo and redo of layout edits: the layouts before the present one, the
 * present, and the ones undone. The past keeps at most UNDO_LIMIT layouts; once an edit pushes the
 * oldest out, the dashboard can no longer be fully undone and `maxUndoHistoryExceeded` says so.
 */
import { UNDO_LIMIT } from './layout-constants';
import { UNDO_LIMIT_WARNING } from './layout-messages';
import type { DashboardLayout } from './layout-types';

export interface LayoutHistory {
  past: DashboardLayout[];
  present: DashboardLayout;
  future: DashboardLayout[];
  maxUndoHistoryExceeded: boolean;
}

export function createLayoutHistory(layout: DashboardLayout): LayoutHistory {
  return { past: [], present: layout, future: [], maxUndoHistoryExceeded: false };
}

/** Makes `layout` the present after an edit; the same layout again (a no-op edit) is ignored. */
export function recordLayout(history: LayoutHistory, layout: DashboardLayout): LayoutHistory {
  if (layout === history.present) return history;
  const past = [...history.past, history.present];
  const overflow = past.length > UNDO_LIMIT;
  return {
    past: overflow ? past.slice(past.length - UNDO_LIMIT) : past,
    present: layout,
    future: [],
    maxUndoHistoryExceeded: history.maxUndoHistoryExceeded || overflow,
  };
}

export function undoLayout(history: LayoutHistory): LayoutHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redoLayout(history: LayoutHistory): LayoutHistory {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: rest };
}

/** Forgets past and future, keeping the present: after a save, the saved layout is the start. */
export function clearLayoutHistory(history: LayoutHistory): LayoutHistory {
  return createLayoutHistory(history.present);
}

export function canUndoLayout(history: LayoutHistory): boolean {
  return history.past.length > 0;
}

export function canRedoLayout(history: LayoutHistory): boolean {
  return history.future.length > 0;
}

/**
 * The warning once the undo slots are used up, with the number filled in. `translate` is the
 * web's `t()`, applied to the message before the number goes in, so the catalogue key stays
 * Superset's text.
 */
export function undoLimitWarning(
  historyLength: number,
  translate: (message: string) => string = (message) => message,
): string {
  return translate(UNDO_LIMIT_WARNING).replace('%(historyLength)s', String(historyLength));
}
