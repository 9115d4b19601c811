/**
 * The modal's own state, as a reducer: the ordered items (filters and dividers), their drafts,
 * which were edited, which are removed but still restorable, and which one the right pane shows.
 * A removed item stays in the list with 'Restore' until its removal window ends
 * (removalWindow.ts), then `removalExpired` drops it; either way it is deleted on Save.
 */
import {
  draftFromItem,
  type DividerDraft,
  type ItemDraft,
  type NativeFilterDraft,
} from './filterDraft';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';

export interface ConfigState {
  /** Every item id on screen, removed-but-restorable ones included, in list order. */
  order: string[];
  drafts: Record<string, ItemDraft>;
  /** Ids the user edited (or added): only these are rebuilt from their drafts on Save. */
  dirty: Record<string, true>;
  /** Ids removed within the undo window. */
  removed: Record<string, true>;
  selectedId: string | null;
}

export type ConfigAction =
  | { type: 'opened'; items: readonly FilterConfigItem[] }
  | { type: 'itemAdded'; draft: NativeFilterDraft | DividerDraft }
  | { type: 'draftChanged'; id: string; draft: ItemDraft }
  | { type: 'itemRemoved'; id: string }
  | { type: 'itemRestored'; id: string }
  | { type: 'removalExpired'; id: string }
  | { type: 'itemMoved'; fromId: string; toId: string }
  | { type: 'itemSelected'; id: string };

export function initialConfigState(items: readonly FilterConfigItem[]): ConfigState {
  const drafts: Record<string, ItemDraft> = {};
  for (const item of items) drafts[item.id] = draftFromItem(item);
  const order = items.map((item) => item.id);
  return { order, drafts, dirty: {}, removed: {}, selectedId: order[0] ?? null };
}

/** Ids that will be saved: on screen and not removed. */
export function keptIds(state: ConfigState): string[] {
  return state.order.filter((id) => !state.removed[id]);
}

export function keptDrafts(state: ConfigState): ItemDraft[] {
  return keptIds(state).flatMap((id) => state.drafts[id] ?? []);
}

/** After `id` leaves the selection: the next kept item below it, else the one above, else none. */
function nextSelection(state: ConfigState, id: string): string | null {
  const index = state.order.indexOf(id);
  const kept = (candidate: string | undefined) =>
    candidate !== undefined && candidate !== id && !state.removed[candidate];
  for (let i = index + 1; i < state.order.length; i += 1) {
    if (kept(state.order[i])) return state.order[i] ?? null;
  }
  for (let i = index - 1; i >= 0; i -= 1) {
    if (kept(state.order[i])) return state.order[i] ?? null;
  }
  return null;
}

function without<T>(record: Record<string, T>, id: string): Record<string, T> {
  const { [id]: _dropped, ...others } = record;
  return others;
}

export function configReducer(state: ConfigState, action: ConfigAction): ConfigState {
  switch (action.type) {
    case 'opened':
      return initialConfigState(action.items);
    case 'itemAdded': {
      const { draft } = action;
      return {
        ...state,
        order: [...state.order, draft.id],
        drafts: { ...state.drafts, [draft.id]: draft },
        dirty: { ...state.dirty, [draft.id]: true },
        selectedId: draft.id,
      };
    }
    case 'draftChanged':
      if (!state.drafts[action.id]) return state;
      return {
        ...state,
        drafts: { ...state.drafts, [action.id]: action.draft },
        dirty: { ...state.dirty, [action.id]: true },
      };
    case 'itemRemoved': {
      if (!state.drafts[action.id] || state.removed[action.id]) return state;
      const removedState = { ...state, removed: { ...state.removed, [action.id]: true as const } };
      return {
        ...removedState,
        selectedId:
          state.selectedId === action.id ? nextSelection(state, action.id) : state.selectedId,
      };
    }
    case 'itemRestored':
      if (!state.removed[action.id]) return state;
      return {
        ...state,
        removed: without(state.removed, action.id),
        selectedId: state.selectedId ?? action.id,
      };
    case 'removalExpired':
      // Only a removal still pending expires; a restored item stays.
      if (!state.removed[action.id]) return state;
      return {
        ...state,
        order: state.order.filter((id) => id !== action.id),
        drafts: without(state.drafts, action.id),
        dirty: without(state.dirty, action.id),
        removed: without(state.removed, action.id),
      };
    case 'itemMoved': {
      const from = state.order.indexOf(action.fromId);
      const to = state.order.indexOf(action.toId);
      if (from < 0 || to < 0 || from === to) return state;
      const order = [...state.order];
      order.splice(from, 1);
      order.splice(to, 0, action.fromId);
      return { ...state, order };
    }
    case 'itemSelected':
      if (!state.drafts[action.id] || state.removed[action.id]) return state;
      return { ...state, selectedId: action.id };
    default:
      return state;
  }
}
