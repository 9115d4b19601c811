/** Binds a list page's state to the URL: the URL is the single source of truth. */
import { useSearchParams } from 'react-router-dom';
import { stateFromParams, stateToParams } from './listViewState';
import type { ListStateConfig, ListViewState } from './listViewState';

export type ListStateUpdate = (change: (previous: ListViewState) => ListViewState) => void;

export function useListViewState(config: ListStateConfig): [ListViewState, ListStateUpdate] {
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(config, params);
  const update: ListStateUpdate = (change) => {
    // Replace, not push: every keystroke-level change in history would make Back useless.
    setParams((current) => stateToParams(config, change(stateFromParams(config, current))), {
      replace: true,
    });
  };
  return [state, update];
}
