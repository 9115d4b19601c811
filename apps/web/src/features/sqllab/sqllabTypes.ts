/**
 * The shapes SQL Lab's page state keeps: query tabs, queries with their state and results, and
 * history entries. The server's answers are the core schemas' types (schemas/sqllab.ts,
 * schemas/query.ts); the state is built from them in sqllabSlice.ts and tabState.ts.
 */
import type { SupersetError } from '@panorama/core/errors/superset-error';
import type { QueryResultsResponse } from '@panorama/core/schemas/sqllab';

export type { ResultColumn, SqlLabDatabase } from '@panorama/core/schemas/sqllab';

/**
 * Superset's query states (QueryState in superset-ui-core): the server's statuses plus the ones
 * only a browser passes through (offline, scheduled, fetching).
 */
export const QUERY_STATES = [
  'offline',
  'pending',
  'scheduled',
  'running',
  'fetching',
  'success',
  'failed',
  'stopped',
  'timed_out',
] as const;
export type QueryState = (typeof QUERY_STATES)[number];

/**
 * A run's rows as shown. `displayLimitReached`: the server cut the rows shown at its display
 * limit (downloads still get them all).
 */
export type QueryResults = Pick<QueryResultsResponse, 'data' | 'columns' | 'displayLimitReached'>;

/** A query run from SQL Lab, keyed by the client id SQL Lab generated for it. */
export interface QueryRecord {
  /** The client id (Superset's `client_id`, the key of stop, export and history). */
  id: string;
  /** The server's numeric id once known. */
  serverId: number | null;
  /** The tab (tab state id, as text) the query ran in. */
  sqlEditorId: string;
  tab: string;
  dbId: number;
  schema: string | null;
  sql: string;
  state: QueryState;
  /** 0 to 100, reported by the server for asynchronous queries. */
  progress: number;
  rows: number | null;
  limit: number | null;
  runAsync: boolean;
  /** When the run started, in this browser's clock (drives the elapsed timer). */
  startDttm: number;
  endDttm: number | null;
  errorMessage: string | null;
  /** The server's structured errors of the failure, shown through the error registry. */
  errors?: SupersetError[] | null;
  resultsKey: string | null;
  results: QueryResults | null;
  /** A table preview from the schema browser rather than the editor's SQL. */
  previewOf: string | null;
}

/** A query tab as kept on the server (tab state) plus what only this browser knows. */
export interface EditorTab {
  /** The server's tab state id. */
  id: number;
  label: string;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  /** JSON object text, '' when there are none. */
  templateParams: string;
  /** The saved query this tab edits, when opened from or saved as one. */
  savedQueryId: number | null;
  /** Client id of the tab's last run. */
  latestQueryId: string | null;
  /** Client id of the last table preview run from the schema browser. */
  previewQueryId: string | null;
  /** False until the tab's full state was read (only the active tab comes with the page). */
  loaded: boolean;
}

/** A row of the query history (the server's query list). */
export interface HistoryEntry {
  key: string;
  clientId: string | null;
  sql: string;
  dbId: number | null;
  databaseName: string;
  schema: string | null;
  state: QueryState;
  rows: number | null;
  startMs: number | null;
  endMs: number | null;
  tabName: string;
}

/** What opening SQL Lab with a hand-off, a saved query or a history entry puts in a new tab. */
export interface TabSeed {
  label: string;
  sql: string;
  dbId: number | null;
  schema: string | null;
  templateParams?: string;
  savedQueryId?: number | null;
}
