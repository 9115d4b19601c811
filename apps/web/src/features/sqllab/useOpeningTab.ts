/**
 * What the page opens with beyond the stored tabs: a new tab for a hand-off from explore
 * (`?handoff=`), a shared saved query (`?savedQueryId=`) or a history entry (`?queryId=`), after
 * which the URL goes back to plain `/sqllab/` so a reload does not open it again; and a first
 * empty tab when the user has none.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/paths';
import { useAppDispatch } from '../../store/hooks';
import { dangerToastAdded } from '../../store/messageToastsSlice';
import { sqlLabErrorMessage } from './sqllabApi';
import { parseSqlLabUrl } from './sqlLabUrl';
import type { SqlLabUrlIntent } from './sqlLabUrl';
import type { TabSeed } from './sqllabTypes';
import type { SqlLabCalls } from './useSqlLabCalls';

async function seedOf(intent: SqlLabUrlIntent, calls: SqlLabCalls): Promise<Partial<TabSeed>> {
  switch (intent.kind) {
    case 'handoff': {
      const { datasourceKey: _key, ...seed } = await calls.handoffSeed(intent.key);
      return seed;
    }
    case 'savedQuery':
      return calls.savedQuerySeed(intent.id);
    case 'query': {
      const seed = await calls.querySeed(intent.id);
      return { ...seed, label: seed.label ? t('Copy of %s', seed.label) : '' };
    }
  }
}

function failureMessage(intent: SqlLabUrlIntent): string {
  return intent.kind === 'handoff'
    ? t('An error occurred while loading the SQL')
    : t('The query could not be loaded');
}

export function useOpeningTab(
  tabCount: number,
  addTab: (seed?: Partial<TabSeed>) => Promise<number | null>,
  calls: SqlLabCalls,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const handled = useRef<string | null>(null);
  const search = location.search;
  const intent = useMemo(() => parseSqlLabUrl(search), [search]);

  useEffect(() => {
    if (intent === null || handled.current === search) return;
    handled.current = search;
    seedOf(intent, calls)
      .then((seed) => addTab(seed))
      .catch((error: unknown) =>
        dispatch(dangerToastAdded(sqlLabErrorMessage(error, failureMessage(intent)))),
      )
      .finally(() => void navigate(PATHS.sqlLab, { replace: true }));
  }, [addTab, calls, dispatch, intent, navigate, search]);

  const creatingFirst = useRef(false);
  const wantsFirstTab = tabCount === 0 && intent === null;
  useEffect(() => {
    if (!wantsFirstTab || creatingFirst.current) return;
    creatingFirst.current = true;
    void addTab().finally(() => {
      creatingFirst.current = false;
    });
  }, [addTab, wantsFirstTab]);
}
