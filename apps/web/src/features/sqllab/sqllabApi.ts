/**
 * Every SQL Lab call and the parsing of its answer, in one place so a change of the server's
 * shapes touches one file: the page state (`/api/v1/sqllab/`), tab states (`/tabstateview/`),
 * execution, polling, results, stop, history, saved queries and the explore hand-off. Schemas,
 * tables and columns come from the dataset editor's calls (datasetEditApi.ts); saving a result
 * as a dataset from explore's (`sqllab_viz`, datasourcePanelApi.ts).
 */
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiSlice } from '../../api/apiSlice';
import { CSRF_HEADER } from '../../api/baseQuery';
import type { AppBaseQuery } from '../../api/baseQuery';
import { csrfTokenCache } from '../../api/csrfTokenCache';
import { errorMessage } from '../../api/errorMessage';
import { encodeListQuery } from '../../api/listQuery';
import type { PolledQuery } from './sqllabSlice';
import type { TabPatch } from './tabState';
import { queryEditorDocument, tabFromServer, tabStubsFromServer, tabUpdateBody } from './tabState';
import { isQueryState } from './sqllabTypes';
import type {
  EditorTab,
  HistoryEntry,
  QueryRecord,
  QueryResults,
  ResultColumn,
  SqlLabDatabase,
  TabSeed,
} from './sqllabTypes';

// --- Parsing -------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function num(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function positiveInt(value: unknown): number | null {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** Epoch milliseconds from a number or an ISO date text. */
function timeMs(value: unknown): number | null {
  const n = num(value);
  if (n !== null) return n;
  if (typeof value !== 'string') return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function state(value: unknown, fallback: QueryRecord['state']): QueryRecord['state'] {
  const lower = typeof value === 'string' ? value.toLowerCase() : value;
  return isQueryState(lower) ? lower : fallback;
}

function parseColumn(raw: unknown): ResultColumn | null {
  const column = record(raw);
  const name = str(column.name) ?? str(column.column_name);
  if (name === null) return null;
  return { name, type: str(column.type), is_dttm: column.is_dttm === true };
}

/** The `{data, columns}` of an execute answer or of `/sqllab/results/`. */
export function parseResults(raw: unknown): QueryResults {
  const body = record(raw);
  const data = Array.isArray(body.data) ? body.data.map((row: unknown) => record(row)) : [];
  const columns = Array.isArray(body.columns)
    ? body.columns.flatMap((column: unknown) => parseColumn(column) ?? [])
    : Object.keys(data[0] ?? {}).map((name) => ({ name, type: null, is_dttm: false }));
  const query = record(body.query);
  return {
    data,
    columns,
    displayLimitReached:
      body.displayLimitReached === true ||
      body.display_limit_reached === true ||
      query.displayLimitReached === true,
  };
}

/** A query dictionary (Superset's Query.to_dict: `id` is the client id, `queryId` the row id). */
export function parseQuery(raw: unknown): QueryRecord | null {
  const query = record(raw);
  const id = str(query.id) ?? str(query.client_id);
  const dbId = positiveInt(query.dbId ?? query.database_id);
  if (id === null || dbId === null) return null;
  const resultsKey = str(query.resultsKey) ?? str(query.results_key);
  return {
    id,
    serverId: positiveInt(query.queryId ?? query.serverId),
    sqlEditorId: String(query.sqlEditorId ?? query.sql_editor_id ?? ''),
    tab: str(query.tab) ?? str(query.tab_name) ?? '',
    dbId,
    schema: str(query.schema) || null,
    sql: str(query.sql) ?? '',
    state: state(query.state ?? query.status, 'offline'),
    progress: num(query.progress) ?? 0,
    rows: num(query.rows),
    limit: num(query.limit),
    runAsync: query.runAsync === true,
    startDttm: timeMs(query.startDttm ?? query.start_time) ?? Date.now(),
    endDttm: timeMs(query.endDttm ?? query.end_time),
    errorMessage: str(query.errorMessage) ?? str(query.error_message),
    resultsKey: resultsKey || null,
    results: null,
    previewOf: null,
  };
}

function parsePolled(raw: unknown): PolledQuery | null {
  const query = parseQuery(raw);
  if (query === null) return null;
  return {
    id: query.id,
    serverId: query.serverId,
    state: query.state,
    progress: query.progress,
    rows: query.rows,
    errorMessage: query.errorMessage,
    resultsKey: query.resultsKey,
    ended: query.endDttm !== null,
  };
}

export type ExecuteAnswer =
  | { kind: 'results'; results: QueryResults; serverId: number | null; rows: number | null }
  | {
      kind: 'async';
      serverId: number | null;
      state: QueryRecord['state'];
      resultsKey: string | null;
    };

/** `200 {status, data, columns, query, query_id}` or, for asynchronous runs, `202 {query}`. */
export function parseExecuteAnswer(raw: unknown): ExecuteAnswer {
  const body = record(raw);
  const query = record(body.query);
  const serverId = positiveInt(body.query_id ?? query.queryId ?? query.serverId);
  if (Array.isArray(body.data)) {
    const results = parseResults(body);
    return { kind: 'results', results, serverId, rows: num(query.rows) };
  }
  return {
    kind: 'async',
    serverId,
    state: state(query.state ?? body.status, 'pending'),
    resultsKey: str(query.resultsKey) || null,
  };
}

export interface SqlLabBootstrap {
  tabs: EditorTab[];
  activeTabId: number | null;
  queries: QueryRecord[];
}

/** `GET /api/v1/sqllab/`: `{result: {active_tab, tab_state_ids, databases, queries}}`. */
export function parseSqlLabBootstrap(raw: unknown): SqlLabBootstrap {
  const result = record(record(raw).result);
  const active = tabFromServer(result.active_tab);
  const tabs = tabStubsFromServer(result.tab_state_ids).map((stub) =>
    active !== null && stub.id === active.id ? active : stub,
  );
  if (active !== null && !tabs.some((tab) => tab.id === active.id)) tabs.push(active);
  const rawQueries = Array.isArray(result.queries)
    ? (result.queries as unknown[])
    : Object.values(record(result.queries));
  const queries = rawQueries.flatMap((query) => parseQuery(query) ?? []);
  // The active tab's latest query may come only inside the tab.
  const latest = parseQuery(record(result.active_tab).latest_query);
  if (latest !== null && !queries.some((query) => query.id === latest.id)) queries.push(latest);
  return { tabs, activeTabId: active?.id ?? tabs[0]?.id ?? null, queries };
}

export interface LoadedTab {
  tab: EditorTab;
  latestQuery: QueryRecord | null;
}

function parseLoadedTab(raw: unknown): LoadedTab {
  const body = record(raw);
  const source = body.result !== undefined ? body.result : body;
  const tab = tabFromServer(source);
  if (tab === null) throw new Error('The server did not return the tab');
  return { tab, latestQuery: parseQuery(record(source).latest_query) };
}

function parseDatabase(raw: unknown): SqlLabDatabase | null {
  const db = record(raw);
  const id = positiveInt(db.id);
  if (id === null) return null;
  return {
    id,
    database_name: str(db.database_name) ?? String(id),
    backend: str(db.backend) ?? '',
    allow_run_async: db.allow_run_async === true,
    allow_dml: db.allow_dml === true,
  };
}

/** A row of `GET /api/v1/query/`. */
export function parseHistoryRow(raw: unknown): HistoryEntry | null {
  const row = record(raw);
  const database = record(row.database);
  const key = row.id ?? row.client_id;
  if (key === undefined || key === null) return null;
  return {
    key: String(key),
    clientId: str(row.client_id),
    sql: str(row.sql) ?? '',
    dbId: positiveInt(database.id ?? row.database_id ?? row.dbId),
    databaseName: str(database.database_name) ?? str(row.db) ?? '',
    schema: str(row.schema) || null,
    state: state(row.status ?? row.state, 'offline'),
    rows: num(row.rows),
    startMs: timeMs(row.start_time ?? row.startDttm),
    endMs: timeMs(row.end_time ?? row.endDttm),
    tabName: str(row.tab_name) ?? str(row.tab) ?? '',
  };
}

/** A saved query (`GET /api/v1/saved_query/{id}`) as a new tab's content, with its description. */
export function parseSavedQuerySeed(
  raw: unknown,
  id: number,
): TabSeed & { description: string | null } {
  const query = record(record(raw).result);
  return {
    description: str(query.description),
    label: str(query.label) ?? '',
    sql: str(query.sql) ?? '',
    dbId: positiveInt(query.db_id ?? record(query.database).id),
    schema: str(query.schema) || null,
    templateParams: str(query.template_parameters) ?? '',
    savedQueryId: id,
  };
}

/** A history entry (`GET /api/v1/query/{id}`) as a new tab's content. */
export function parseQuerySeed(raw: unknown): TabSeed {
  const body = record(raw);
  const query = record(body.result ?? body);
  return {
    label: str(query.tab_name) ?? str(query.tab) ?? '',
    sql: str(query.sql) ?? '',
    dbId: positiveInt(record(query.database).id ?? query.database_id ?? query.dbId),
    schema: str(query.schema) || null,
  };
}

/** The hand-off of explore's 'View in SQL Lab' (`GET /api/v1/sqllab/handoff/{key}`). */
export function parseHandoffSeed(raw: unknown): TabSeed & { datasourceKey: string | null } {
  const handoff = record(record(raw).result);
  return {
    label: '',
    sql: str(handoff.sql) ?? '',
    dbId: positiveInt(handoff.dbId ?? handoff.database_id),
    schema: str(handoff.schema) || null,
    datasourceKey: str(handoff.datasourceKey),
  };
}

/**
 * A failed call's message: Superset's `{errors: [{message}]}` first, then `{message}`, then
 * whatever the transport said.
 */
export function sqlLabErrorMessage(error: unknown, fallback?: string): string {
  const data = record(record(error).data);
  if (Array.isArray(data.errors)) {
    const messages = data.errors.flatMap((item: unknown) => str(record(item).message) ?? []);
    if (messages.length > 0) return messages.join('\n');
  }
  return errorMessage(error, fallback);
}

// --- Calls -----------------------------------------------------------------------------------

export interface ExecuteRequest {
  client_id: string;
  database_id: number;
  sql: string;
  schema: string | null;
  runAsync: boolean;
  queryLimit: number;
  templateParams: string;
  sql_editor_id: string;
  tab: string;
}

type SendQuery = (args: string | FetchArgs) => ReturnType<AppBaseQuery>;

/**
 * `/tabstateview/` lies outside the prefixes the shared base query adds the CSRF header to, yet
 * the server checks it on every cookie write, so these calls add it themselves.
 */
async function sendWithCsrf(
  baseQuery: SendQuery,
  request: FetchArgs,
): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  let token: string;
  try {
    token = await csrfTokenCache.get();
  } catch (err) {
    return { error: { status: 'FETCH_ERROR', error: (err as Error).message } };
  }
  const answer = await baseQuery({ ...request, headers: { [CSRF_HEADER]: token } });
  return answer.error ? { error: answer.error } : { data: answer.data };
}

const SQLLAB_DATABASES_QUERY = encodeListQuery({
  order_column: 'database_name',
  order_direction: 'asc',
  page: 0,
  page_size: 100,
  filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
});

export const HISTORY_PAGE_SIZE = 100;

export const sqllabApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabState: build.query<SqlLabBootstrap, void>({
      query: () => '/api/v1/sqllab/',
      transformResponse: parseSqlLabBootstrap,
      keepUnusedDataFor: 0,
    }),
    getSqlLabDatabases: build.query<SqlLabDatabase[], void>({
      query: () => `/api/v1/database/?q=${SQLLAB_DATABASES_QUERY}`,
      transformResponse: (answer: { result?: unknown[] }) =>
        (answer.result ?? []).flatMap((db) => parseDatabase(db) ?? []),
    }),
    getTabState: build.query<LoadedTab, number>({
      query: (id) => `/tabstateview/${id}`,
      transformResponse: parseLoadedTab,
      keepUnusedDataFor: 0,
    }),
    createTabState: build.mutation<number, { seed: TabSeed; queryLimit: number }>({
      queryFn: async ({ seed, queryLimit }, _api, _extra, baseQuery) => {
        const body = { queryEditor: JSON.stringify(queryEditorDocument(seed, queryLimit)) };
        const answer = await sendWithCsrf(baseQuery, {
          url: '/tabstateview/',
          method: 'POST',
          body,
        });
        if ('error' in answer) return { error: answer.error };
        const id = positiveInt(record(answer.data).id);
        return id === null
          ? { error: { status: 'CUSTOM_ERROR', error: 'The server did not return the tab id' } }
          : { data: id };
      },
    }),
    updateTabState: build.mutation<null, { id: number; patch: TabPatch }>({
      queryFn: async ({ id, patch }, _api, _extra, baseQuery) => {
        const request = { url: `/tabstateview/${id}`, method: 'PUT', body: tabUpdateBody(patch) };
        const answer = await sendWithCsrf(baseQuery, request);
        return 'error' in answer ? { error: answer.error } : { data: null };
      },
    }),
    deleteTabState: build.mutation<null, number>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const request = { url: `/tabstateview/${id}`, method: 'DELETE' };
        const answer = await sendWithCsrf(baseQuery, request);
        return 'error' in answer ? { error: answer.error } : { data: null };
      },
    }),
    activateTabState: build.mutation<null, number>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const request = { url: `/tabstateview/${id}/activate`, method: 'POST' };
        const answer = await sendWithCsrf(baseQuery, request);
        return 'error' in answer ? { error: answer.error } : { data: null };
      },
    }),
    executeQuery: build.mutation<ExecuteAnswer, ExecuteRequest>({
      query: (body) => ({
        url: '/api/v1/sqllab/execute/',
        method: 'POST',
        body: {
          ...body,
          json: true,
          select_as_cta: false,
          ctas_method: 'TABLE',
          expand_data: true,
        },
      }),
      transformResponse: parseExecuteAnswer,
    }),
    getQueriesUpdatedSince: build.query<PolledQuery[], number>({
      query: (since) => `/api/v1/query/updated_since?last_updated_ms=${Math.floor(since)}`,
      transformResponse: (answer: { result?: unknown }) =>
        (Array.isArray(answer.result)
          ? answer.result
          : Object.values(record(answer.result))
        ).flatMap((query: unknown) => parsePolled(query) ?? []),
      keepUnusedDataFor: 0,
    }),
    getQueryResults: build.query<QueryResults, string>({
      query: (key) => `/api/v1/sqllab/results/?key=${encodeURIComponent(key)}`,
      transformResponse: parseResults,
      keepUnusedDataFor: 0,
    }),
    stopQuery: build.mutation<unknown, string>({
      query: (clientId) => ({
        url: '/api/v1/query/stop',
        method: 'POST',
        body: { client_id: clientId },
      }),
    }),
    getQueryHistory: build.query<HistoryEntry[], string>({
      query: (search) =>
        `/api/v1/query/?q=${encodeListQuery({
          order_column: 'changed_on',
          order_direction: 'desc',
          page: 0,
          page_size: HISTORY_PAGE_SIZE,
          filters: search.trim() === '' ? [] : [{ col: 'sql', opr: 'ct', value: search.trim() }],
        })}`,
      transformResponse: (answer: { result?: unknown[] }) =>
        (answer.result ?? []).flatMap((row) => parseHistoryRow(row) ?? []),
      keepUnusedDataFor: 0,
    }),
    getQuerySeed: build.query<TabSeed, number>({
      query: (id) => `/api/v1/query/${id}`,
      transformResponse: parseQuerySeed,
    }),
    getSavedQuerySeed: build.query<TabSeed & { description: string | null }, number>({
      query: (id) => `/api/v1/saved_query/${id}`,
      transformResponse: (answer: unknown, _meta, id) => parseSavedQuerySeed(answer, id),
      keepUnusedDataFor: 0,
    }),
    getHandoffSeed: build.query<TabSeed & { datasourceKey: string | null }, string>({
      query: (key) => `/api/v1/sqllab/handoff/${encodeURIComponent(key)}`,
      transformResponse: parseHandoffSeed,
      keepUnusedDataFor: 0,
    }),
    saveQuery: build.mutation<
      number,
      {
        id: number | null;
        body: {
          db_id: number;
          schema: string | null;
          label: string;
          description: string | null;
          sql: string;
          template_parameters?: string;
        };
      }
    >({
      query: ({ id, body }) =>
        id === null
          ? { url: '/api/v1/saved_query/', method: 'POST', body }
          : { url: `/api/v1/saved_query/${id}`, method: 'PUT', body },
      transformResponse: (answer: { id?: unknown }, _meta, { id }) =>
        positiveInt(answer.id) ?? id ?? 0,
    }),
  }),
});

export const {
  useGetSqlLabStateQuery,
  useGetSqlLabDatabasesQuery,
  useGetQueryHistoryQuery,
  useGetSavedQuerySeedQuery,
  useSaveQueryMutation,
} = sqllabApi;
