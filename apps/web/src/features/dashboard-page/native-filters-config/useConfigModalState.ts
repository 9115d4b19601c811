/**
 * The modal's state machine wired to time: the reducer of configState.ts, the 5000 ms removal
 * windows (removalWindow.ts), validation, and the default dataset of a new filter (the dataset
 * most of the dashboard's charts use, as Superset picks it).
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { parseDatasourceKey } from '@panorama/core/query/form-data';
import type { DashboardChart } from '../api/dashboardApiTypes';
import { configReducer, initialConfigState, keptDrafts } from './configState';
import { newDividerDraft, newFilterDraft, type ItemDraft } from './filterDraft';
import { validateDrafts } from './filterValidation';
import { RemovalWindow } from './removalWindow';

/** The dataset most charts of the dashboard read, or null when there are none. */
export function mostUsedDatasetId(slices: Record<number, DashboardChart>): number | null {
  const counts = new Map<number, number>();
  for (const slice of Object.values(slices)) {
    const key = slice.form_data?.datasource;
    const parsed = typeof key === 'string' ? parseDatasourceKey(key) : null;
    if (parsed) counts.set(parsed.id, (counts.get(parsed.id) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [id, count] of counts) {
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

export function useConfigModalState(
  items: readonly FilterConfigItem[],
  defaultDatasetId: number | null,
) {
  const [state, dispatch] = useReducer(configReducer, items, initialConfigState);
  // One window per mounted modal; `dispatch` of useReducer never changes.
  const [removalWindow] = useState(
    () => new RemovalWindow((id) => dispatch({ type: 'removalExpired', id })),
  );
  useEffect(() => () => removalWindow.dispose(), [removalWindow]);

  const kept = useMemo(() => keptDrafts(state), [state]);
  const errors = useMemo(() => validateDrafts(kept), [kept]);

  const reset = useCallback(
    (next: readonly FilterConfigItem[]) => {
      removalWindow.dispose();
      dispatch({ type: 'opened', items: next });
    },
    [removalWindow],
  );

  const actions = useMemo(
    () => ({
      add(kind: 'filter' | 'divider') {
        const draft =
          kind === 'divider' ? newDividerDraft() : newFilterDraft({ datasetId: defaultDatasetId });
        dispatch({ type: 'itemAdded', draft });
      },
      change(draft: ItemDraft) {
        dispatch({ type: 'draftChanged', id: draft.id, draft });
      },
      remove(id: string) {
        dispatch({ type: 'itemRemoved', id });
        removalWindow.start(id);
      },
      restore(id: string) {
        if (removalWindow.cancel(id)) dispatch({ type: 'itemRestored', id });
      },
      move(fromId: string, toId: string) {
        dispatch({ type: 'itemMoved', fromId, toId });
      },
      select(id: string) {
        dispatch({ type: 'itemSelected', id });
      },
    }),
    [defaultDatasetId, removalWindow],
  );

  return { state, kept, errors, actions, reset };
}
