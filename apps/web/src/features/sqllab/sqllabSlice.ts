/**
 * SQL Lab's page state: the open tabs in order, the active one, and the queries run from them.
 * Actions read as events. It is the store's `sqlLab` slice (Superset's name); the page loader
 * fills it from the server, and server writes happen in the hooks that dispatch these events.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SupersetError } from '@panorama/core/errors/superset-error';
import type { QueryDict } from '@panorama/core/schemas/query';
import type {
  QueryResultsResponse,
  SqlLabBootstrapResponse,
  TabState,
} from '@panorama/core/schemas/sqllab';
import type { TabPatch } from './tabState';
import { tabFromServer, tabStubsFromServer } from './tabState';
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

/** A run the server reports (Superset's Query.to_dict) as this page keeps it. */
export function queryRecordFrom(query: QueryDict): QueryRecord {
  return {
    id: query.id,
    serverId: query.queryId,
    sqlEditorId: query.sqlEditorId ?? '',
    tab: query.tab ?? '',
    dbId: query.dbId,
    schema: query.schema || null,
    sql: query.sql,
    state: query.state,
    progress: query.progress,
    rows: query.rows,
    limit: query.limit,
    runAsync: false,
    startDttm: query.startDttm ?? Date.now(),
    endDttm: query.endDttm,
    errorMessage: query.errorMessage,
    resultsKey: query.resultsKey || null,
    results: null,
    previewOf: null,
  };
}

/** The rows of an execute or results answer, as shown. */
function resultsOf(answer: QueryResultsResponse): QueryResults {
  return {
    data: answer.data,
    columns: answer.columns,
    displayLimitReached: answer.displayLimitReached,
  };
}

/** A run or its results failed: the message, and the server's structured errors if any. */
interface FailurePayload {
  id: string;
  message: string;
  errors?: SupersetError[];
}

const FINISHED: ReadonlySet<QueryState> = new Set(['success', 'failed', 'stopped', 'timed_out']);

function tabOf(state: SqlLabState, id: number): EditorTab | undefined {
  return state.tabs.find((tab) => tab.id === id);
}

export const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {
    /** `GET /api/v1/sqllab/`: every tab (the active one in full) and the tabs' recent runs. */
    sqlLabLoaded(state, action: PayloadAction<SqlLabBootstrapResponse['result']>) {
      const { active_tab: activeTab, tab_state_ids: ids, queries } = action.payload;
      const active = activeTab === null ? null : tabFromServer(activeTab);
      const tabs = tabStubsFromServer(ids).map((stub) => (stub.id === active?.id ? active : stub));
      if (active !== null && !tabs.some((tab) => tab.id === active.id)) tabs.push(active);
      state.loaded = true;
      state.tabs = tabs;
      state.activeTabId = active?.id ?? tabs[0]?.id ?? null;
      for (const query of Object.values(queries)) state.queries[query.id] = queryRecordFrom(query);
      // The active tab's latest run may come only inside the tab.
      const latest = activeTab?.latest_query;
      if (latest) state.queries[latest.id] ??= queryRecordFrom(latest);
    },
    /** The page was left: its tabs are read again next time; queries and their rows stay. */
    sqlLabLeft(state) {
      state.loaded = false;
      state.tabs = [];
      state.activeTabId = null;
    },
    /** `GET /tabstateview/{id}`: a tab's full state, with its latest run. */
    tabLoaded(state, action: PayloadAction<TabState>) {
      const loaded = tabFromServer(action.payload);
      const index = state.tabs.findIndex((tab) => tab.id === loaded.id);
      if (index < 0) return;
      const latest = action.payload.latest_query;
      if (latest) state.queries[latest.id] ??= queryRecordFrom(latest);
      const current = state.tabs[index];
      // Keep what this browser knows beyond the server's copy (runs and previews made here).
      state.tabs[index] = {
        ...loaded,
        latestQueryId: loaded.latestQueryId ?? current?.latestQueryId ?? null,
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
    queryStarted(state, action: PayloadAction<QueryRecord>) {
      const query = action.payload;
      state.queries[query.id] = query;
      const tab = tabOf(state, Number(query.sqlEditorId));
      if (!tab) return;
      if (query.previewOf !== null) tab.previewQueryId = query.id;
      else tab.latestQueryId = query.id;
    },
    /** The server ran it and answered with the rows (synchronous execution). */
    querySucceeded(state, action: PayloadAction<{ id: string; answer: QueryResultsResponse }>) {
      const { answer } = action.payload;
      const query = state.queries[action.payload.id];
      if (!query || query.state === 'stopped') return;
      query.state = 'success';
      query.results = resultsOf(answer);
      query.rows = answer.query.rows ?? answer.data.length;
      query.serverId = answer.query_id;
      query.progress = 100;
      query.endDttm = Date.now();
    },
    /** The server took it for asynchronous execution (`202`). */
    queryAccepted(state, action: PayloadAction<{ id: string; pending: QueryDict }>) {
      const { pending } = action.payload;
      const query = state.queries[action.payload.id];
      if (!query || FINISHED.has(query.state)) return;
      query.runAsync = true;
      query.serverId = pending.queryId;
      query.state = pending.state;
      query.resultsKey = pending.resultsKey ?? query.resultsKey;
    },
    queryFailed(state, action: PayloadAction<FailurePayload>) {
      const query = state.queries[action.payload.id];
      if (!query || query.state === 'stopped') return;
      query.state = 'failed';
      query.errorMessage = action.payload.message;
      query.errors = action.payload.errors ?? null;
      query.endDttm = Date.now();
    },
    queryStopped(state, action: PayloadAction<string>) {
      const query = state.queries[action.payload];
      if (!query || FINISHED.has(query.state)) return;
      query.state = 'stopped';
      query.endDttm = Date.now();
    },
    /** `updated_since`: what the server says about runs (Superset's Query.to_dict). */
    queriesPolled(state, action: PayloadAction<QueryDict[]>) {
      for (const polled of action.payload) {
        const query = state.queries[polled.id];
        // Only queries this page started; a finished query never goes back to running.
        if (!query || FINISHED.has(query.state)) continue;
        query.serverId = polled.queryId;
        query.state = polled.state;
        query.progress = polled.progress;
        query.rows = polled.rows ?? query.rows;
        query.errorMessage = polled.errorMessage;
        query.resultsKey = polled.resultsKey ?? query.resultsKey;
        if (FINISHED.has(polled.state)) query.endDttm = Date.now();
      }
    },
    resultsFetched(state, action: PayloadAction<{ id: string; answer: QueryResultsResponse }>) {
      const query = state.queries[action.payload.id];
      if (!query) return;
      query.results = resultsOf(action.payload.answer);
      query.rows = query.rows ?? action.payload.answer.data.length;
    },
    resultsFailed(state, action: PayloadAction<FailurePayload>) {
      const query = state.queries[action.payload.id];
      if (!query) return;
      query.state = 'failed';
      query.errorMessage = action.payload.message;
      query.errors = action.payload.errors ?? null;
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
