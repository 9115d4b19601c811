/**
 * Running SQL from a tab: `execute` answers with the rows, or (asynchronous databases) accepts the
 * query and leaves it to the poll; the poll follows running queries through `updated_since`, and
 * a query that finished with a results key has its rows fetched once. Stop asks the server to
 * cancel and marks the query stopped at once.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { supersetErrorsOf } from '../../error-messages';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { newClientId } from './clientId';
import { needsResults, pollSinceMs, POLL_INTERVAL_MS, shouldPoll } from './queryPolling';
import { sqlLabErrorMessage } from './sqllabApi';
import {
  queriesPolled,
  queryAccepted,
  queryFailed,
  queryStarted,
  queryStopped,
  querySucceeded,
  resultsFailed,
  resultsFetched,
} from './sqllabSlice';
import type { SqlLabState } from './sqllabSlice';
import type { EditorTab, QueryRecord, SqlLabDatabase } from './sqllabTypes';
import { parseTemplateParams } from './templateParams';
import type { SqlLabCalls } from './useSqlLabCalls';

/** Rows of a table preview from the schema browser. */
export const PREVIEW_ROW_LIMIT = 100;

export interface QueryRunner {
  run: (tab: EditorTab, sql: string) => void;
  preview: (tab: EditorTab, table: string, selectStar: string) => void;
  stop: (queryId: string) => void;
}

export function useQueryRunner(
  state: SqlLabState,
  databases: readonly SqlLabDatabase[],
  calls: SqlLabCalls,
): QueryRunner {
  const dispatch = useAppDispatch();
  // Queries whose execute call is still open: their rows come with its answer.
  const executing = useRef(new Set<string>());

  const start = useCallback(
    (tab: EditorTab, sql: string, previewOf: string | null) => {
      if (tab.dbId === null) {
        dispatch(dangerToastAdded(t('Please choose a database')));
        return;
      }
      const params = parseTemplateParams(tab.templateParams);
      if (!params.ok) {
        dispatch(dangerToastAdded(t(params.message)));
        return;
      }
      const database = databases.find((db) => db.id === tab.dbId);
      // A preview is small and wanted now; only editor runs go asynchronous.
      const runAsync = previewOf === null && database?.allow_run_async === true;
      const limit = previewOf === null ? tab.queryLimit : PREVIEW_ROW_LIMIT;
      const query: QueryRecord = {
        id: newClientId(),
        serverId: null,
        sqlEditorId: String(tab.id),
        tab: tab.label,
        dbId: tab.dbId,
        schema: tab.schema,
        sql,
        state: runAsync ? 'pending' : 'running',
        progress: 0,
        rows: null,
        limit,
        runAsync,
        startDttm: Date.now(),
        endDttm: null,
        errorMessage: null,
        resultsKey: null,
        results: null,
        previewOf,
      };
      dispatch(queryStarted(query));
      executing.current.add(query.id);
      calls
        .execute({
          client_id: query.id,
          database_id: tab.dbId,
          sql,
          schema: tab.schema,
          runAsync,
          queryLimit: limit,
          templateParams: tab.templateParams,
          sql_editor_id: String(tab.id),
          tab: tab.label,
        })
        .then((answer) =>
          dispatch(
            'data' in answer
              ? querySucceeded({ id: query.id, answer })
              : queryAccepted({ id: query.id, pending: answer.query }),
          ),
        )
        .catch((error: unknown) =>
          dispatch(
            queryFailed({
              id: query.id,
              message: sqlLabErrorMessage(error, t('An error occurred while running the query')),
              errors: supersetErrorsOf(error),
            }),
          ),
        )
        .finally(() => executing.current.delete(query.id));
    },
    [calls, databases, dispatch],
  );

  const run = useCallback((tab: EditorTab, sql: string) => start(tab, sql, null), [start]);
  const preview = useCallback(
    (tab: EditorTab, table: string, selectStar: string) => start(tab, selectStar, table),
    [start],
  );

  const stop = useCallback(
    (queryId: string) => {
      dispatch(queryStopped(queryId));
      calls
        .stop(queryId)
        .catch((error: unknown) =>
          dispatch(
            dangerToastAdded(sqlLabErrorMessage(error, t('Failed at stopping query. %s', queryId))),
          ),
        );
    },
    [calls, dispatch],
  );

  // The poll: on while anything runs, reading the latest queries through a ref.
  const queriesRef = useRef(state.queries);
  useEffect(() => {
    queriesRef.current = state.queries;
  });
  const polling = shouldPoll(state.queries);
  useEffect(() => {
    if (!polling) return;
    let inFlight = false;
    const timer = setInterval(() => {
      const since = pollSinceMs(queriesRef.current);
      if (since === null || inFlight) return;
      inFlight = true;
      calls
        .pollSince(since)
        .then((polled) => dispatch(queriesPolled(polled)))
        // A failed poll is retried at the next tick; the execute call reports real failures.
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [calls, dispatch, polling]);

  // Rows kept on the server for finished asynchronous queries (or a tab's last run on reload),
  // fetched for what the active tab shows.
  const fetching = useRef(new Set<string>());
  const active = state.tabs.find((tab) => tab.id === state.activeTabId);
  const latestId = active?.latestQueryId ?? null;
  const previewId = active?.previewQueryId ?? null;
  const shown = useMemo(
    () =>
      [latestId, previewId].flatMap((id) => {
        const query = id ? state.queries[id] : undefined;
        return query && needsResults(query) ? [query] : [];
      }),
    [latestId, previewId, state.queries],
  );
  useEffect(() => {
    for (const query of shown) {
      if (query.resultsKey === null) continue;
      if (fetching.current.has(query.id) || executing.current.has(query.id)) continue;
      fetching.current.add(query.id);
      const id = query.id;
      calls
        .results(query.resultsKey)
        .then((answer) => dispatch(resultsFetched({ id, answer })))
        .catch((error: unknown) =>
          dispatch(
            resultsFailed({
              id,
              message: sqlLabErrorMessage(error, t('An error occurred while fetching results')),
              errors: supersetErrorsOf(error),
            }),
          ),
        );
    }
  }, [calls, dispatch, shown]);

  return { run, preview, stop };
}
