/**
 * SQL Lab's slice is not in the root reducer: it joins the store when SQL Lab's code loads, and
 * reads before its first action get the initial state.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from '../../store/store';
import { initialSqlLabState, sqlLabLoaded } from './sqllabSlice';
import { selectSqlLab } from './sqlLabState';
import { tabState } from './testAnswers';

describe('the injected SQL Lab slice', () => {
  it('reads as the initial state until an action fills it in, then takes its actions', () => {
    const store = createStore();
    expect(selectSqlLab(store.getState())).toEqual(initialSqlLabState);

    store.dispatch(
      sqlLabLoaded({
        active_tab: tabState({ id: 3, label: 'Tab 3', database_id: 1, sql: 'SELECT 1' }),
        tab_state_ids: [[3, 'Tab 3']],
        databases: {},
        queries: {},
      }),
    );
    const state = selectSqlLab(store.getState());
    expect(state.loaded).toBe(true);
    expect(state.activeTabId).toBe(3);
    expect(store.getState().sqlLab).toBe(state);
  });
});
