import { describe, expect, it } from 'vitest';
import type { QueryDict } from '@panorama/core/schemas/query';
import {
  activeTab,
  initialSqlLabState,
  queriesPolled,
  queryAccepted,
  queryFailed,
  queryStarted,
  queryStopped,
  querySucceeded,
  resultsFetched,
  sqlLabLeft,
  sqlLabLoaded,
  sqlLabSlice,
  tabAdded,
  tabClosed,
  tabLoaded,
} from './sqllabSlice';
import type { SqlLabAction, SqlLabState } from './sqllabSlice';
import type { EditorTab } from './sqllabTypes';
import { tabStubsFromServer } from './tabState';
import { queryDict, queryRecord, resultsAnswer, tabState } from './testAnswers';

const reduce = (state: SqlLabState, ...actions: SqlLabAction[]) =>
  actions.reduce((s, action) => sqlLabSlice.reducer(s, action), state);

function tab(id: number, patch: Partial<EditorTab> = {}): EditorTab {
  return { ...tabStubsFromServer([[id, `Tab ${id}`]])[0]!, loaded: true, dbId: 1, ...patch };
}

/** A poll answering for run q1, the server's query 4. */
const pollOfQ1 = (patch: Partial<QueryDict>) =>
  queriesPolled([queryDict({ id: 'q1', queryId: 4, ...patch })]);

const answer = resultsAnswer([{ a: 1 }, { a: 2 }], { rows: null, queryId: 9 });
const loaded = reduce(
  initialSqlLabState,
  sqlLabLoaded({
    active_tab: tabState({ id: 1, label: 'Tab 1', database_id: 1, sql: null, query_limit: null }),
    tab_state_ids: [
      [1, 'Tab 1'],
      [2, 'Tab 2'],
    ],
    databases: {},
    queries: {},
  }),
);

describe('SQL Lab state', () => {
  it('forgets the tabs when the page is left but keeps the rows of its queries', () => {
    const state = reduce(
      loaded,
      queryStarted(queryRecord('q1')),
      querySucceeded({ id: 'q1', answer }),
      sqlLabLeft(),
    );
    expect(state).toMatchObject({ loaded: false, tabs: [], activeTabId: null });
    expect(state.queries.q1?.results?.data).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('records a run as the tab latest query and its synchronous answer', () => {
    const state = reduce(
      loaded,
      queryStarted(queryRecord('q1')),
      querySucceeded({ id: 'q1', answer }),
    );
    expect(activeTab(state)?.latestQueryId).toBe('q1');
    expect(state.queries.q1).toMatchObject({
      state: 'success',
      rows: 2,
      serverId: 9,
      progress: 100,
    });
    expect(state.queries.q1?.endDttm).not.toBeNull();
  });

  it('keeps a preview apart from the latest run', () => {
    const state = reduce(loaded, queryStarted(queryRecord('p1', { previewOf: 'birth_names' })));
    expect(activeTab(state)).toMatchObject({ latestQueryId: null, previewQueryId: 'p1' });
  });

  it('ignores an answer that arrives after the user stopped the query', () => {
    const state = reduce(
      loaded,
      queryStarted(queryRecord('q1')),
      queryStopped('q1'),
      querySucceeded({ id: 'q1', answer }),
      queryFailed({ id: 'q1', message: 'cancelled' }),
    );
    expect(state.queries.q1).toMatchObject({ state: 'stopped', results: null, errorMessage: null });
  });

  it('follows an asynchronous query through polls to its results', () => {
    let state = reduce(
      loaded,
      queryStarted(queryRecord('q1', { state: 'pending', runAsync: true })),
      queryAccepted({
        id: 'q1',
        pending: queryDict({ id: 'q1', queryId: 4, state: 'pending', resultsKey: null }),
      }),
    );
    state = reduce(
      state,
      pollOfQ1({ state: 'running', progress: 40, rows: null, resultsKey: null }),
    );
    expect(state.queries.q1).toMatchObject({ state: 'running', progress: 40 });
    state = reduce(state, pollOfQ1({ state: 'success', progress: 100, rows: 2, resultsKey: 'k1' }));
    expect(state.queries.q1).toMatchObject({ state: 'success', resultsKey: 'k1', rows: 2 });
    state = reduce(state, resultsFetched({ id: 'q1', answer }));
    expect(state.queries.q1?.results).toEqual({
      data: answer.data,
      columns: answer.columns,
      displayLimitReached: undefined,
    });
  });

  it('never turns a finished query back to running, nor tracks unknown ones', () => {
    const state = reduce(
      loaded,
      queryStarted(queryRecord('q1')),
      queryFailed({ id: 'q1', message: 'syntax error at "FORM"' }),
      queriesPolled([
        queryDict({
          id: 'q1',
          queryId: 1,
          state: 'running',
          progress: 10,
          rows: null,
          resultsKey: null,
        }),
        queryDict({
          id: 'other',
          queryId: 2,
          state: 'running',
          progress: 0,
          rows: null,
          resultsKey: null,
        }),
      ]),
    );
    expect(state.queries.q1).toMatchObject({
      state: 'failed',
      errorMessage: 'syntax error at "FORM"',
    });
    expect(state.queries.other).toBeUndefined();
  });

  it('closes tabs and moves to the given neighbour; adding activates the new tab', () => {
    let state = reduce(loaded, tabAdded(tab(3)));
    expect(state.activeTabId).toBe(3);
    state = reduce(state, tabClosed({ id: 3, nextActiveId: 2 }));
    expect(state.tabs.map((t) => t.id)).toEqual([1, 2]);
    expect(state.activeTabId).toBe(2);
    state = reduce(state, tabClosed({ id: 1, nextActiveId: 99 }));
    expect(state.activeTabId).toBe(2);
  });

  it('keeps local runs when the server copy of a tab arrives', () => {
    const state = reduce(
      loaded,
      queryStarted(queryRecord('q1', { sqlEditorId: '2' })),
      tabLoaded(tabState({ id: 2, label: 'Tab 2', sql: 'SELECT 2', latest_query: null })),
    );
    expect(state.tabs[1]).toMatchObject({ sql: 'SELECT 2', latestQueryId: 'q1' });
  });
});
