import { describe, expect, it } from 'vitest';
import { createLayoutHistory } from '@panorama/core/layout/layout-history';
import type { DashboardLayoutState, LayoutOutcome } from './dashboardLayoutSlice';
import { layoutOutcomeActions } from './dashboardListener';

function layoutState(
  outcome: LayoutOutcome | null,
  extra: Partial<DashboardLayoutState> = {},
): DashboardLayoutState {
  return { ...createLayoutHistory({}), saved: {}, lastOutcome: outcome, ...extra };
}

describe('layoutOutcomeActions', () => {
  it('turns a refusal into a danger toast and nothing else', () => {
    const actions = layoutOutcomeActions(
      layoutState(null),
      layoutState({
        cause: 'refused',
        error: 'Can not move top level tab into nested tabs',
      }),
    );
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      type: 'messageToasts/toastAdded',
      payload: { text: 'Can not move top level tab into nested tabs', toastType: 'danger' },
    });
  });

  it('shows a warning and still reports the edit', () => {
    const actions = layoutOutcomeActions(
      layoutState(null),
      layoutState(
        { cause: 'edit', warning: 'This chart has been moved to a different filter scope.' },
        { past: [{}] },
      ),
    );
    expect(actions.map((a) => a.type)).toEqual([
      'messageToasts/toastAdded',
      'dashboardState/layoutHistoryChanged',
    ]);
    expect(actions[0]).toMatchObject({
      payload: {
        text: 'This chart has been moved to a different filter scope.',
        toastType: 'warning',
      },
    });
    expect(actions[1]).toMatchObject({
      payload: { cause: 'edit', historyLength: 1, maxUndoHistoryExceeded: false },
    });
  });

  it('warns about the undo limit only when it is first exceeded', () => {
    const exceeded = layoutState({ cause: 'edit' }, { maxUndoHistoryExceeded: true });
    const first = layoutOutcomeActions(layoutState(null), exceeded);
    expect(first.some((a) => JSON.stringify(a).includes('undo slots'))).toBe(true);
    const again = layoutOutcomeActions(exceeded, exceeded);
    expect(again.some((a) => JSON.stringify(a).includes('undo slots'))).toBe(false);
  });

  it('does nothing when the event changed nothing', () => {
    expect(layoutOutcomeActions(layoutState(null), layoutState(null))).toEqual([]);
  });
});
