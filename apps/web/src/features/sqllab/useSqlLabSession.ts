/**
 * The open query tabs and their life on the server: each tab is a tab state (`/tabstateview/`),
 * so tabs survive a reload and follow the user to another browser. The page state is the store's
 * `sqlLab` slice (filled from `GET /api/v1/sqllab/` by the page loader). Edits show at once and
 * are written behind: the SQL after a pause in typing, everything else immediately. A tab other
 * than the one the page opened with is read when first activated.
 */
import { useCallback, useEffect, useRef } from 'react';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppDispatch } from '../../store/store';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { clampRowLimit } from './rowLimits';
import { sqlLabErrorMessage } from './sqllabApi';
import { activeTab, tabActivated, tabAdded, tabClosed, tabEdited, tabLoaded } from './sqllabSlice';
import type { SqlLabState } from './sqllabSlice';
import type { SqlLabDatabase, TabSeed } from './sqllabTypes';
import { DEFAULT_QUERY_LIMIT, neighbourAfterClose, nextUntitledLabel } from './tabState';
import type { TabPatch } from './tabState';
import { selectSqlLab } from './sqlLabState';
import type { SqlLabCalls } from './useSqlLabCalls';

/** How long typing may pause before the SQL is written to the tab state. */
export const SQL_SAVE_DELAY_MS = 800;

export interface SqlLabSession {
  state: SqlLabState;
  dispatch: AppDispatch;
  addTab: (seed?: Partial<TabSeed>) => Promise<number | null>;
  closeTab: (id: number) => void;
  activateTab: (id: number) => void;
  editTab: (id: number, patch: TabPatch) => void;
  /** Writes a tab's SQL now rather than after the typing pause (before a run). */
  saveSqlNow: (id: number) => void;
}

export function useSqlLabSession(
  databases: readonly SqlLabDatabase[],
  maxRow: number | null,
  calls: SqlLabCalls,
): SqlLabSession {
  const state = useAppSelector(selectSqlLab);
  const dispatch = useAppDispatch();
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const fail = useCallback(
    (error: unknown, fallback: string) =>
      dispatch(dangerToastAdded(sqlLabErrorMessage(error, fallback))),
    [dispatch],
  );

  // SQL waiting to be written, by tab id.
  const pendingSql = useRef(
    new Map<number, { timer: ReturnType<typeof setTimeout>; sql: string }>(),
  );
  const flushSql = useCallback(
    (id: number) => {
      const pending = pendingSql.current.get(id);
      if (!pending) return;
      clearTimeout(pending.timer);
      pendingSql.current.delete(id);
      calls
        .updateTab(id, { sql: pending.sql })
        .catch((error: unknown) => fail(error, t('An error occurred while saving the query')));
    },
    [calls, fail],
  );
  useEffect(() => {
    const pending = pendingSql.current;
    return () => {
      for (const id of [...pending.keys()]) flushSql(id);
    };
  }, [flushSql]);

  const editTab = useCallback(
    (id: number, patch: TabPatch) => {
      dispatch(tabEdited({ id, patch }));
      const { sql, ...rest } = patch;
      if (sql !== undefined) {
        const previous = pendingSql.current.get(id);
        if (previous) clearTimeout(previous.timer);
        const timer = setTimeout(() => flushSql(id), SQL_SAVE_DELAY_MS);
        pendingSql.current.set(id, { timer, sql });
      }
      if (Object.keys(rest).length > 0) {
        calls
          .updateTab(id, rest)
          .catch((error: unknown) => fail(error, t('An error occurred while saving the query')));
      }
    },
    [calls, dispatch, fail, flushSql],
  );

  const addTab = useCallback(
    async (seed: Partial<TabSeed> = {}): Promise<number | null> => {
      const current = activeTab(stateRef.current);
      const dbId = seed.dbId ?? current?.dbId ?? databases[0]?.id ?? null;
      const full: TabSeed = {
        label:
          seed.label?.trim() || nextUntitledLabel(stateRef.current.tabs.map((tab) => tab.label)),
        sql: seed.sql ?? '',
        dbId,
        // A seed naming its own database brings its own schema; otherwise stay where we are.
        schema: seed.dbId != null ? (seed.schema ?? null) : (current?.schema ?? null),
        templateParams: seed.templateParams ?? '',
        savedQueryId: seed.savedQueryId ?? null,
      };
      const queryLimit = clampRowLimit(current?.queryLimit ?? DEFAULT_QUERY_LIMIT, maxRow);
      try {
        const id = await calls.createTab(full, queryLimit);
        if (current) flushSql(current.id);
        dispatch(
          tabAdded({
            id,
            label: full.label,
            dbId: full.dbId,
            schema: full.schema,
            sql: full.sql,
            queryLimit,
            templateParams: full.templateParams ?? '',
            savedQueryId: full.savedQueryId ?? null,
            latestQueryId: null,
            previewQueryId: null,
            loaded: true,
          }),
        );
        calls.activateTab(id).catch(() => undefined);
        return id;
      } catch (error: unknown) {
        fail(error, t('An error occurred while creating the tab'));
        return null;
      }
    },
    [calls, databases, dispatch, fail, flushSql, maxRow],
  );

  const activateTab = useCallback(
    (id: number) => {
      const previous = stateRef.current.activeTabId;
      if (previous === id) return;
      if (previous !== null) flushSql(previous);
      dispatch(tabActivated(id));
      calls
        .activateTab(id)
        .catch((error: unknown) => fail(error, t('An error occurred while switching tabs')));
    },
    [calls, dispatch, fail, flushSql],
  );

  const closeTab = useCallback(
    (id: number) => {
      const pending = pendingSql.current.get(id);
      if (pending) clearTimeout(pending.timer);
      pendingSql.current.delete(id);
      const { tabs, activeTabId } = stateRef.current;
      const next = activeTabId === id ? neighbourAfterClose(tabs, id) : activeTabId;
      dispatch(tabClosed({ id, nextActiveId: next }));
      calls
        .deleteTab(id)
        .then(() => (next !== null && activeTabId === id ? calls.activateTab(next) : null))
        .catch((error: unknown) => fail(error, t('An error occurred while closing the tab')));
      // SQL Lab always has a tab to type in.
      if (tabs.length === 1) void addTab();
    },
    [addTab, calls, dispatch, fail],
  );

  // The active tab's full state, when only its label came with the page.
  const active = activeTab(state);
  const activeNeedsLoad = active !== null && !active.loaded ? active.id : null;
  const loadingTabs = useRef(new Set<number>());
  useEffect(() => {
    if (activeNeedsLoad === null || loadingTabs.current.has(activeNeedsLoad)) return;
    loadingTabs.current.add(activeNeedsLoad);
    calls
      .loadTab(activeNeedsLoad)
      .then((tab) => dispatch(tabLoaded(tab)))
      .catch((error: unknown) => fail(error, t('An error occurred while loading the tab')))
      .finally(() => loadingTabs.current.delete(activeNeedsLoad));
  }, [activeNeedsLoad, calls, dispatch, fail]);

  return { state, dispatch, addTab, closeTab, activateTab, editTab, saveSqlNow: flushSql };
}
