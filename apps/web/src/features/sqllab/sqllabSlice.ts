/**
 * SQL Lab's page state: the open tabs in order, the active one, and the queries run from them.
 * Actions read as events. It is the store's `sqlLab` slice (Superset's name); the page loader
 * fills it from the server, and server writes happen in the hooks that dispatch these events.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TabPatch } from './tabState';
import type { EditorTab, QueryRecord, QueryResults, QueryState } from './sqllabTypes';

export interface SqlLabState {
  loaded: boolean;
  tabs: EditorTab[];
  activeTabId: number | null;
  queries: Record<string, QueryRecord>;
}

export const initialSqlLabState: SqlLabState = {
  loaded: false,
  tabs: [],
  activeTabId: null,
  queries: {},
};

/** What `updated_since` says about a query (only the fields the server reports). */
export interface PolledQuery {
  id: string;
  serverId: number | null;
  state: QueryState;
  progress: number;
  rows: number | null;
  errorMessage: string | null;
  resultsKey: string | null;
  ended: boolean;
}

const FINISHED: ReadonlySet<QueryState> = new Set(['success', 'failed', 'stopped', 'timed_out']);

function tabOf(state: SqlLabState, id: number): EditorTab | undefined {
  return state.tabs.find((tab) => tab.id === id);
}

export const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {
    sqlLabLoaded(
      state,
      action: PayloadAction<{
        tabs: EditorTab[];
        activeTabId: number | null;
        queries: QueryRecord[];
      }>,
    ) {
      state.loaded = true;
      state.tabs = action.payload.tabs;
      state.activeTabId = action.payload.activeTabId ?? action.payload.tabs[0]?.id ?? null;
      for (const query of action.payload.queries) state.queries[query.id] = query;
    },
    /** The page was left: its tabs are read again next time; queries and their rows stay. */
    sqlLabLeft(state) {
      state.loaded = false;
      state.tabs = [];
      state.activeTabId = null;
    },
    tabLoaded(state, action: PayloadAction<EditorTab>) {
      const index = state.tabs.findIndex((tab) => tab.id === action.payload.id);
      if (index < 0) return;
      const current = state.tabs[index];
      // Keep what this browser knows beyond the server's copy (runs and previews made here).
      state.tabs[index] = {
        ...action.payload,
        latestQueryId: action.payload.latestQueryId ?? current?.latestQueryId ?? null,
        previewQueryId: current?.previewQueryId ?? null,
      };
    },
    tabAdded(state, action: PayloadAction<EditorTab>) {
      state.tabs.push(action.payload);
      state.activeTabId = action.payload.id;
    },
    tabActivated(state, action: PayloadAction<number>) {
      if (tabOf(state, action.payload)) state.activeTabId = action.payload;
    },
    tabClosed(state, action: PayloadAction<{ id: number; nextActiveId: number | null }>) {
      state.tabs = state.tabs.filter((tab) => tab.id !== action.payload.id);
      if (state.activeTabId === action.payload.id) state.activeTabId = action.payload.nextActiveId;
    },
    tabEdited(state, action: PayloadAction<{ id: number; patch: TabPatch }>) {
      const tab = tabOf(state, action.payload.id);
      if (tab) Object.assign(tab, action.payload.patch);
    },
    savedQueryLinked(state, action: PayloadAction<{ id: number; savedQueryId: number }>) {
      const tab = tabOf(state, action.payload.id);
      if (tab) tab.savedQueryId = action.payload.savedQueryId;
    },
    /** Queries read from the server (a tab's latest run); a copy already here is kept. */
    queriesLoaded(state, action: PayloadAction<QueryRecord[]>) {
      for (const query of action.payload) state.queries[query.id] ??= query;
    },
    queryStarted(state, action: PayloadAction<QueryRecord>) {
      const query = action.payload;
      state.queries[query.id] = query;
      const tab = tabOf(state, Number(query.sqlEditorId));
      if (!tab) return;
      if (query.previewOf !== null) tab.previewQueryId = query.id;
      else tab.latestQueryId = query.id;
    },
    /** The server ran it and answered with the rows (synchronous execution). */
    querySucceeded(
      state,
      action: PayloadAction<{
        id: string;
        results: QueryResults;
        serverId: number | null;
        rows: number | null;
      }>,
    ) {
      const query = state.queries[action.payload.id];
      if (!query || query.state === 'stopped') return;
      query.state = 'success';
      query.results = action.payload.results;
      query.rows = action.payload.rows ?? action.payload.results.data.length;
      query.serverId = action.payload.serverId ?? query.serverId;
      query.progress = 100;
      query.endDttm = Date.now();
    },
    /** The server took it for asynchronous execution (`202`). */
    queryAccepted(
      state,
      action: PayloadAction<{
        id: string;
        serverId: number | null;
        state: QueryState;
        resultsKey: string | null;
      }>,
    ) {
      const query = state.queries[action.payload.id];
      if (!query || FINISHED.has(query.state)) return;
      query.runAsync = true;
      query.serverId = action.payload.serverId ?? query.serverId;
      query.state = action.payload.state;
      query.resultsKey = action.payload.resultsKey ?? query.resultsKey;
    },
    queryFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      const query = state.queries[action.payload.id];
      if (!query || query.state === 'stopped') return;
      query.state = 'failed';
      query.errorMessage = action.payload.message;
      query.endDttm = Date.now();
    },
    queryStopped(state, action: PayloadAction<string>) {
      const query = state.queries[action.payload];
      if (!query || FINISHED.has(query.state)) return;
      query.state = 'stopped';
      query.endDttm = Date.now();
    },
    queriesPolled(state, action: PayloadAction<PolledQuery[]>) {
      for (const polled of action.payload) {
        const query = state.queries[polled.id];
        // Only queries this page started; a finished query never goes back to running.
        if (!query || FINISHED.has(query.state)) continue;
        query.serverId = polled.serverId ?? query.serverId;
        query.state = polled.state;
        query.progress = polled.progress;
        query.rows = polled.rows ?? query.rows;
        query.errorMessage = polled.errorMessage;
        query.resultsKey = polled.resultsKey ?? query.resultsKey;
        if (FINISHED.has(polled.state)) query.endDttm = Date.now();
      }
    },
    resultsFetched(state, action: PayloadAction<{ id: string; results: QueryResults }>) {
      const query = state.queries[action.payload.id];
      if (!query) return;
      query.results = action.payload.results;
      query.rows = query.rows ?? action.payload.results.data.length;
    },
    resultsFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      const query = state.queries[action.payload.id];
      if (!query) return;
      query.state = 'failed';
      query.errorMessage = action.payload.message;
      query.resultsKey = null;
    },
  },
});

export const {
  sqlLabLoaded,
  sqlLabLeft,
  tabLoaded,
  tabAdded,
  tabActivated,
  tabClosed,
  tabEdited,
  savedQueryLinked,
  queriesLoaded,
  queryStarted,
  querySucceeded,
  queryAccepted,
  queryFailed,
  queryStopped,
  queriesPolled,
  resultsFetched,
  resultsFailed,
} = sqlLabSlice.actions;

export type SqlLabAction = ReturnType<
  (typeof sqlLabSlice.actions)[keyof typeof sqlLabSlice.actions]
>;

export function activeTab(state: SqlLabState): EditorTab | null {
  return state.tabs.find((tab) => tab.id === state.activeTabId) ?? null;
}
