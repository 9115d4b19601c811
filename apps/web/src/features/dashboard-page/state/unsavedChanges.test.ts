/**
 * The unsaved-changes rules through the real slices and listener:
 * true on any layout change; false after a save, or after an undo that empties the history,
 * unless the undo limit was exceeded or the colour scheme was updated.
 */
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  UNDO_LIMIT,
} from '@panorama/core/layout/layout-constants';
import { newComponent } from '@panorama/core/layout/new-component';
import { dashboardPropertiesApplied, dashboardSaved, editsDiscarded } from './dashboardEvents';
import { layoutActionApplied, layoutRedone, layoutUndone } from './dashboardLayoutSlice';
import { createDashboardTestStore, testDashboard } from './testDashboard';

function retitle(text: string) {
  return layoutActionApplied({
    action: { type: 'updateMeta', componentId: DASHBOARD_HEADER_ID, meta: { text } },
  });
}

const undoWarning = (n: number) =>
  `You have used all ${n} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;

describe('hasUnsavedChanges', () => {
  it('starts false and becomes true on a layout change', () => {
    const store = createDashboardTestStore();
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
    store.dispatch(
      layoutActionApplied({
        action: {
          type: 'create',
          item: newComponent('DIVIDER', {}, () => 'd1'),
          destination: { id: DASHBOARD_GRID_ID, index: 0 },
        },
      }),
    );
    expect(store.getState().dashboardLayout.present['DIVIDER-d1']).toBeDefined();
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('becomes false after an undo that empties the history, and true again on redo', () => {
    const store = createDashboardTestStore();
    store.dispatch(retitle('A'));
    store.dispatch(retitle('B'));
    store.dispatch(layoutUndone());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    store.dispatch(layoutUndone());
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
    store.dispatch(layoutRedone());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('stays true after undoing everything when the colour scheme was updated', () => {
    const store = createDashboardTestStore();
    store.dispatch(
      dashboardPropertiesApplied({
        title: testDashboard.dashboard_title,
        slug: 'sales',
        owners: [],
        roles: [],
        certifiedBy: null,
        certificationDetails: null,
        metadata: { color_scheme: 'bnbColors' },
        css: '',
        colorSchemeChanged: true,
      }),
    );
    store.dispatch(retitle('A'));
    store.dispatch(layoutUndone());
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('stays true after undoing everything once the undo limit was exceeded, warning once', () => {
    const store = createDashboardTestStore();
    // UNDO_LIMIT + 1 edits push the oldest layout out of the history.
    for (let i = 0; i <= UNDO_LIMIT; i += 1) store.dispatch(retitle(`T${i}`));
    expect(store.getState().dashboardLayout.past).toHaveLength(UNDO_LIMIT);
    expect(store.getState().dashboardState.maxUndoHistoryExceeded).toBe(true);
    for (let i = 0; i < 5; i += 1) store.dispatch(retitle(`more${i}`));
    const warnings = store
      .getState()
      .messageToasts.filter((toast) => toast.text === undoWarning(UNDO_LIMIT));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.toastType).toBe('warning');

    for (let i = 0; i < UNDO_LIMIT; i += 1) store.dispatch(layoutUndone());
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('becomes false after a save, which also starts a fresh history', () => {
    const store = createDashboardTestStore();
    store.dispatch(retitle('Revenue'));
    store.dispatch(dashboardSaved({ lastModifiedTime: 1_714_560_000, title: 'Revenue' }));
    const state = store.getState();
    expect(state.dashboardState.hasUnsavedChanges).toBe(false);
    expect(state.dashboardState.editMode).toBe(false);
    expect(state.dashboardLayout.past).toHaveLength(0);
    expect(state.dashboardInfo.title).toBe('Revenue');
    expect(state.dashboardInfo.last_modified_time).toBe(1_714_560_000);
  });

  it('is cleared by Discard, which restores the saved layout and properties', () => {
    const store = createDashboardTestStore();
    const saved = store.getState().dashboardLayout.present;
    store.dispatch(retitle('Draft'));
    store.dispatch(
      dashboardPropertiesApplied({
        title: 'Draft',
        slug: 'draft',
        owners: [],
        roles: [],
        certifiedBy: null,
        certificationDetails: null,
        metadata: {},
        css: '.a{}',
      }),
    );
    store.dispatch(editsDiscarded());
    const state = store.getState();
    expect(state.dashboardState.hasUnsavedChanges).toBe(false);
    expect(state.dashboardState.editMode).toBe(false);
    expect(state.dashboardLayout.present).toEqual(saved);
    expect(state.dashboardInfo.slug).toBe('sales');
    expect(state.dashboardInfo.css).toBe('');
  });

  it('ignores an undo with nothing to undo', () => {
    const store = createDashboardTestStore();
    store.dispatch(
      dashboardPropertiesApplied({
        title: 'X',
        slug: null,
        owners: [],
        roles: [],
        certifiedBy: null,
        certificationDetails: null,
        metadata: {},
        css: '',
      }),
    );
    store.dispatch(layoutUndone());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });
});

describe('layout refusals and warnings', () => {
  it('leaves the layout unchanged and shows the refusal as a danger toast', () => {
    const store = createDashboardTestStore();
    const before = store.getState().dashboardLayout.present;
    store.dispatch(layoutActionApplied({ action: { type: 'delete', componentId: 'NOPE' } }));
    const state = store.getState();
    expect(state.dashboardLayout.present).toBe(before);
    expect(state.dashboardLayout.past).toHaveLength(0);
    expect(state.dashboardState.hasUnsavedChanges).toBe(false);
    expect(state.messageToasts.at(-1)?.toastType).toBe('danger');
  });
});
