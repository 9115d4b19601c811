/**
 * The body of `PUT /api/v1/dashboard/{id}/filters`: `{modified, deleted,
 * reordered}` from the configuration as loaded and as edited. Only edited or new items are sent
 * whole; `reordered` is the full new order, sent only when the order is not what the server
 * would get by applying the other two changes.
 */
import {
  applyFilterConfigChanges,
  withoutDanglingParents,
  type FilterConfigChanges,
} from '@panorama/core/filters/filter-config-update';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import { keptIds, type ConfigState } from './configState';
import { itemFromDraft, type NativeFilterDraft } from './filterDraft';

/** Derived keys the server recomputes from the layout; a difference there is no edit. */
const DERIVED_KEYS = new Set(['chartsInScope', 'tabsInScope']);

/** JSON with sorted keys and derived keys left out, so equal items compare equal. */
function canonical(value: unknown, top = true): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonical(entry, false)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, entry]) => entry !== undefined && !(top && DERIVED_KEYS.has(key)))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry, false)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sameItem(a: FilterConfigItem, b: FilterConfigItem): boolean {
  return canonical(a) === canonical(b);
}

/** The change set that turns `original` into `edited`. */
export function filterChanges(
  original: readonly FilterConfigItem[],
  edited: readonly FilterConfigItem[],
): FilterConfigChanges {
  const before = new Map(original.map((item) => [item.id, item]));
  const after = new Set(edited.map((item) => item.id));
  const modified = edited.filter((item) => {
    const previous = before.get(item.id);
    return previous === undefined || !sameItem(previous, item);
  });
  const deleted = original.filter((item) => !after.has(item.id)).map((item) => item.id);
  const withoutOrder = applyFilterConfigChanges(original, { modified, deleted, reordered: [] });
  const orderKept =
    withoutOrder.length === edited.length &&
    withoutOrder.every((item, index) => item.id === edited[index]?.id);
  return { modified, deleted, reordered: orderKept ? [] : edited.map((item) => item.id) };
}

export function hasChanges(changes: FilterConfigChanges): boolean {
  return changes.modified.length + changes.deleted.length + changes.reordered.length > 0;
}

export interface EditedItemsContext {
  layout: DashboardLayout;
  /** Database type of a filter's target column, for default-value coercion. */
  columnTypeOf: (draft: NativeFilterDraft) => string | null;
}

/**
 * The configuration to save: untouched items exactly as loaded, edited ones rebuilt from their
 * drafts; removed items left out and parent links to them dropped.
 */
export function editedItems(
  state: ConfigState,
  original: readonly FilterConfigItem[],
  context: EditedItemsContext,
): FilterConfigItem[] {
  const loaded = new Map(original.map((item) => [item.id, item]));
  const items = keptIds(state).flatMap((id) => {
    const draft = state.drafts[id];
    if (!draft) return [];
    const stored = loaded.get(id);
    if (stored && !state.dirty[id]) return [stored];
    const columnType = draft.kind === 'filter' ? context.columnTypeOf(draft) : null;
    return [itemFromDraft(draft, { layout: context.layout, columnType })];
  });
  return withoutDanglingParents(items);
}
