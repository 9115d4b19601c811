/**
 * SQL Lab's server calls as plain async functions for event handlers and timers. Each call is
 * dropped from the RTK Query cache once answered: results can be large and the page keeps its
 * own copy, so none should linger in the store.
 */
import { useMemo } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { sqllabApi } from './sqllabApi';
import type { ExecuteRequest } from './sqllabApi';
import type { TabPatch } from './tabState';
import type { TabSeed } from './sqllabTypes';

interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

async function once<T>(request: Unwrappable<T> & { reset?: () => void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset?.();
  }
}

export function useSqlLabCalls() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const { endpoints } = sqllabApi;
    const fresh = { subscribe: false, forceRefetch: true } as const;
    return {
      loadTab: (id: number) => once(dispatch(endpoints.getTabState.initiate(id, fresh))),
      createTab: (seed: TabSeed, queryLimit: number) =>
        once(dispatch(endpoints.createTabState.initiate({ seed, queryLimit }))),
      updateTab: (id: number, patch: TabPatch) =>
        once(dispatch(endpoints.updateTabState.initiate({ id, patch }))),
      deleteTab: (id: number) => once(dispatch(endpoints.deleteTabState.initiate(id))),
      activateTab: (id: number) => once(dispatch(endpoints.activateTabState.initiate(id))),
      execute: (request: ExecuteRequest) =>
        once(dispatch(endpoints.executeQuery.initiate(request))),
      pollSince: (since: number) =>
        once(dispatch(endpoints.getQueriesUpdatedSince.initiate(since, fresh))),
      results: (key: string) => once(dispatch(endpoints.getQueryResults.initiate(key, fresh))),
      stop: (clientId: string) => once(dispatch(endpoints.stopQuery.initiate(clientId))),
      handoffSeed: (key: string) => once(dispatch(endpoints.getHandoffSeed.initiate(key, fresh))),
      savedQuerySeed: (id: number) =>
        once(dispatch(endpoints.getSavedQuerySeed.initiate(id, fresh))),
      querySeed: (id: number) => once(dispatch(endpoints.getQuerySeed.initiate(id, fresh))),
    };
  }, [dispatch]);
}

export type SqlLabCalls = ReturnType<typeof useSqlLabCalls>;
