/**
 * Every SQL Lab call, typed by the core response schemas the server answers with: the page state
 * (`/api/v1/sqllab/`), tab states (`/tabstateview/`), execution, polling, results, stop, history,
 * saved queries and the explore hand-off (the last three as a new tab's content). Schemas,
 * tables and columns come from the dataset editor's calls (datasetEditApi.ts); saving a result
 * as a dataset from explore's (`sqllab_viz`, datasourcePanelApi.ts).
 */
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isRecord } from '@panorama/core/json/is-record';
import type {
  QueriesUpdatedResponse,
  QueryDict,
  QueryListItem,
  QueryListResponse,
  QueryShowResponse,
  QueryStopResponse,
} from '@panorama/core/schemas/query';
import type {
  SavedQueryDetailResponse,
  SavedQuerySavedResponse,
} from '@panorama/core/schemas/saved-query';
import type {
  PendingQueryResponse,
  QueryResultsResponse,
  SqlLabBootstrapResponse,
  TabState,
  TabStateCreated,
} from '@panorama/core/schemas/sqllab';
import type { SqllabHandoffResponse as SqlLabHandoffResponse } from '@panorama/core/schemas/explore';
import { apiSlice } from '../../api/apiSlice';
import { CSRF_HEADER } from '../../api/baseQuery';
import type { AppBaseQuery } from '../../api/baseQuery';
import { csrfTokenCache } from '../../api/csrfTokenCache';
import { errorMessage } from '../../api/errorMessage';
import { encodeListQuery } from '../../api/listQuery';
import type { TabPatch } from './tabState';
import { queryEditorDocument, tabUpdateBody } from './tabState';
import type { TabSeed } from './sqllabTypes';

/** `200` with the rows, or `202` with the pending query of an asynchronous run. */
export type ExecuteAnswer = QueryResultsResponse | PendingQueryResponse;

/** A saved query (`GET /api/v1/saved_query/{id}`) as a new tab's content, with its description. */
export function savedQuerySeed(
  answer: SavedQueryDetailResponse,
  id: number,
): TabSeed & { description: string | null } {
  const query = answer.result;
  return {
    description: query.description,
    label: query.label,
    sql: query.sql,
    dbId: query.db_id,
    schema: query.schema || null,
    templateParams: query.template_parameters ?? '',
    savedQueryId: id,
  };
}

/** A history entry (`GET /api/v1/query/{id}`) as a new tab's content. */
export function querySeed(answer: QueryShowResponse): TabSeed {
  const query = answer.result;
  return {
    label: query.tab_name ?? '',
    sql: query.sql,
    dbId: query.database.id,
    schema: query.schema || null,
  };
}

/** The hand-off of explore's 'View in SQL Lab' (`GET /api/v1/sqllab/handoff/{key}`). */
export function handoffSeed(
  answer: SqlLabHandoffResponse,
): TabSeed & { datasourceKey: string | null } {
  const handoff = answer.result;
  return {
    label: '',
    sql: handoff.sql,
    dbId: handoff.dbId,
    schema: handoff.schema || null,
    datasourceKey: handoff.datasourceKey,
  };
}

/**
 * A failed call's message: Superset's `{errors: [{message}]}` first, then `{message}`, then
 * whatever the transport said.
 */
export function sqlLabErrorMessage(error: unknown, fallback?: string): string {
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  if (Array.isArray(data.errors)) {
    const messages = data.errors.flatMap((item: unknown) =>
      isRecord(item) && typeof item.message === 'string' ? [item.message] : [],
    );
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

export const HISTORY_PAGE_SIZE = 100;

export const sqllabApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSqlLabState: build.query<SqlLabBootstrapResponse['result'], void>({
      query: () => '/api/v1/sqllab/',
      transformResponse: (answer: SqlLabBootstrapResponse) => answer.result,
      keepUnusedDataFor: 0,
    }),
    getTabState: build.query<TabState, number>({
      query: (id) => `/tabstateview/${id}`,
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
        return { data: (answer.data as TabStateCreated).id };
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
    }),
    getQueriesUpdatedSince: build.query<QueryDict[], number>({
      query: (since) => `/api/v1/query/updated_since?last_updated_ms=${Math.floor(since)}`,
      transformResponse: (answer: QueriesUpdatedResponse) => answer.result,
      keepUnusedDataFor: 0,
    }),
    getQueryResults: build.query<QueryResultsResponse, string>({
      query: (key) => `/api/v1/sqllab/results/?key=${encodeURIComponent(key)}`,
      keepUnusedDataFor: 0,
    }),
    stopQuery: build.mutation<QueryStopResponse, string>({
      query: (clientId) => ({
        url: '/api/v1/query/stop',
        method: 'POST',
        body: { client_id: clientId },
      }),
    }),
    getQueryHistory: build.query<QueryListItem[], string>({
      query: (search) =>
        `/api/v1/query/?q=${encodeListQuery({
          order_column: 'changed_on',
          order_direction: 'desc',
          page: 0,
          page_size: HISTORY_PAGE_SIZE,
          filters: search.trim() === '' ? [] : [{ col: 'sql', opr: 'ct', value: search.trim() }],
        })}`,
      transformResponse: (answer: QueryListResponse) => answer.result,
      keepUnusedDataFor: 0,
    }),
    getQuerySeed: build.query<TabSeed, number>({
      query: (id) => `/api/v1/query/${id}`,
      transformResponse: querySeed,
    }),
    getSavedQuerySeed: build.query<TabSeed & { description: string | null }, number>({
      query: (id) => `/api/v1/saved_query/${id}`,
      transformResponse: (answer: SavedQueryDetailResponse, _meta, id) =>
        savedQuerySeed(answer, id),
      keepUnusedDataFor: 0,
    }),
    getHandoffSeed: build.query<TabSeed & { datasourceKey: string | null }, string>({
      query: (key) => `/api/v1/sqllab/handoff/${encodeURIComponent(key)}`,
      transformResponse: handoffSeed,
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
      transformResponse: (answer: SavedQuerySavedResponse) => answer.id,
    }),
  }),
});

export const {
  useGetSqlLabStateQuery,
  useGetQueryHistoryQuery,
  useGetSavedQuerySeedQuery,
  useSaveQueryMutation,
} = sqllabApi;
