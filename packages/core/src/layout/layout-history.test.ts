import { describe, expect, it } from 'vitest';
import {
  canRedoLayout,
  canUndoLayout,
  clearLayoutHistory,
  createLayoutHistory,
  recordLayout,
  redoLayout,
  undoLayout,
  undoLimitWarning,
} from './layout-history';
import { getEmptyLayout } from './load-save';
import type { DashboardLayout } from './layout-types';

/** Distinct layouts, told apart by the grid's background. */
const version = (n: number): DashboardLayout => {
  const layout = getEmptyLayout();
  return { ...layout, GRID_ID: { ...layout.GRID_ID!, meta: { background: `v${n}` } } };
};
const label = (layout: DashboardLayout) => layout.GRID_ID?.meta.background;

describe('layout history', () => {
  it('records, undoes and redoes', () => {
    let history = createLayoutHistory(version(0));
    history = recordLayout(history, version(1));
    history = recordLayout(history, version(2));
    expect(history.past.map(label)).toEqual(['v0', 'v1']);
    expect(label(history.present)).toBe('v2');
    expect(canUndoLayout(history)).toBe(true);
    expect(canRedoLayout(history)).toBe(false);

    history = undoLayout(history);
    expect(label(history.present)).toBe('v1');
    history = undoLayout(history);
    expect(label(history.present)).toBe('v0');
    expect(history.future.map(label)).toEqual(['v1', 'v2']);
    expect(undoLayout(history)).toBe(history);

    history = redoLayout(history);
    expect(label(history.present)).toBe('v1');
    expect(history.past.map(label)).toEqual(['v0']);
    expect(history.future.map(label)).toEqual(['v2']);
  });

  it('a new edit clears the future', () => {
    let history = recordLayout(createLayoutHistory(version(0)), version(1));
    history = undoLayout(history);
    history = recordLayout(history, version(5));
    expect(history.future).toEqual([]);
    expect(redoLayout(history)).toBe(history);
    expect(history.past.map(label)).toEqual(['v0']);
  });

  it('ignores recording the present layout again (a refused or no-op edit)', () => {
    const history = createLayoutHistory(version(0));
    expect(recordLayout(history, history.present)).toBe(history);
  });

  it('keeps 50 undo slots, dropping the oldest and flagging it', () => {
    let history = createLayoutHistory(version(0));
    for (let n = 1; n <= 50; n += 1) history = recordLayout(history, version(n));
    expect(history.past).toHaveLength(50);
    expect(history.maxUndoHistoryExceeded).toBe(false);

    history = recordLayout(history, version(51));
    expect(history.past).toHaveLength(50);
    expect(label(history.past[0]!)).toBe('v1');
    expect(label(history.past[49]!)).toBe('v50');
    expect(history.maxUndoHistoryExceeded).toBe(true);

    // Undoing all the way reaches v1, not v0.
    while (canUndoLayout(history)) history = undoLayout(history);
    expect(label(history.present)).toBe('v1');
    expect(history.maxUndoHistoryExceeded).toBe(true);
  });

  it('clearing keeps the present only', () => {
    let history = createLayoutHistory(version(0));
    for (let n = 1; n <= 51; n += 1) history = recordLayout(history, version(n));
    history = undoLayout(history);
    const cleared = clearLayoutHistory(history);
    expect(cleared).toEqual({
      past: [],
      present: history.present,
      future: [],
      maxUndoHistoryExceeded: false,
    });
  });

  it('fills in the undo limit warning', () => {
    expect(undoLimitWarning(50)).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
    expect(undoLimitWarning(7, (message) => message.replace('undo slots', 'UNDO SLOTS'))).toBe(
      'You have used all 7 UNDO SLOTS and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
  });
});
