/**
 * Applying a `{modified, deleted, reordered}` change set to a stored native filter configuration,
 * the way Superset's native-filter save does: deleted items go, modified items
 * replace theirs in place, new items are appended, then `reordered` (when given) fixes the order.
 * Items `reordered` does not name keep their relative order after the named ones.
 */
import type { FilterConfigItem } from './filter-types';

export interface FilterConfigChanges {
  modified: readonly FilterConfigItem[];
  deleted: readonly string[];
  reordered: readonly string[];
}

export function applyFilterConfigChanges(
  current: readonly FilterConfigItem[],
  { modified, deleted, reordered }: FilterConfigChanges,
): FilterConfigItem[] {
  const removed = new Set(deleted);
  const replacements = new Map(modified.map((item) => [item.id, item]));
  const currentIds = new Set(current.map((item) => item.id));
  const updated: FilterConfigItem[] = [];
  for (const item of current) {
    if (removed.has(item.id)) continue;
    updated.push(replacements.get(item.id) ?? item);
  }
  for (const item of modified) {
    if (!currentIds.has(item.id) && !removed.has(item.id)) updated.push(item);
  }
  if (reordered.length === 0) return updated;
  const position = new Map(reordered.map((id, index) => [id, index]));
  return updated
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const pa = position.get(a.item.id) ?? reordered.length + a.index;
      const pb = position.get(b.item.id) ?? reordered.length + b.index;
      return pa - pb;
    })
    .map(({ item }) => item);
}

/**
 * Parent ids that name no native filter of the configuration are dropped (a parent deleted in
 * the same save), so a child never waits on a filter that is gone.
 */
export function withoutDanglingParents(items: readonly FilterConfigItem[]): FilterConfigItem[] {
  const filterIds = new Set(items.filter((i) => i.type === 'NATIVE_FILTER').map((i) => i.id));
  return items.map((item) => {
    if (item.type !== 'NATIVE_FILTER') return item;
    const parents = (item.cascadeParentIds ?? []).filter((id) => filterIds.has(id));
    return parents.length === (item.cascadeParentIds ?? []).length
      ? item
      : { ...item, cascadeParentIds: parents };
  });
}

/** Ids used by more than one item. */
export function duplicateFilterIds(items: readonly { id: string }[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) duplicates.add(id);
    seen.add(id);
  }
  return [...duplicates];
}
