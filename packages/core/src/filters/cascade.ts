/**
 * Dependent filters (cascadeParentIds): a child filter's options are queried with its parents'
 * current values. Parent links must never form a cycle, or the filters would wait on each other
 * forever; the configuration modal and the server both refuse one.
 */
import { getExtraFormData } from './merge-extra-form-data';
import type { DataMaskMap, ExtraFormData, FilterConfigItem } from './filter-types';

function parentMap(items: readonly FilterConfigItem[]): Map<string, readonly string[]> {
  const parents = new Map<string, readonly string[]>();
  for (const item of items) {
    parents.set(item.id, item.type === 'NATIVE_FILTER' ? (item.cascadeParentIds ?? []) : []);
  }
  return parents;
}

/** True when `from` reaches `target` by following parent links. */
function reaches(
  parents: Map<string, readonly string[]>,
  from: string,
  target: string,
  seen = new Set<string>(),
): boolean {
  if (from === target) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return (parents.get(from) ?? []).some((next) => reaches(parents, next, target, seen));
}

/** Would giving `childId` these parents make a filter depend on itself (directly or not)? */
export function wouldCreateCycle(
  items: readonly FilterConfigItem[],
  childId: string,
  parentIds: readonly string[],
): boolean {
  const parents = parentMap(items);
  parents.set(childId, parentIds);
  const seen = new Set<string>();
  return parentIds.some((parentId) => reaches(parents, parentId, childId, seen));
}

/** The ids of a parent-link cycle in the configuration (first found), or null when there is none. */
export function findCascadeCycle(items: readonly FilterConfigItem[]): string[] | null {
  const parents = parentMap(items);
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    const current = state.get(id);
    if (current === 'done') return null;
    if (current === 'visiting') return path.slice(path.indexOf(id));
    state.set(id, 'visiting');
    path.push(id);
    for (const parentId of parents.get(id) ?? []) {
      const cycle = visit(parentId);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const item of items) {
    const cycle = visit(item.id);
    if (cycle) return cycle;
  }
  return null;
}

/** Every filter that depends on `id`, directly or through other filters, in configuration order. */
export function dependentsOf(items: readonly FilterConfigItem[], id: string): string[] {
  const parents = parentMap(items);
  return items
    .filter((item) => item.id !== id)
    .filter((item) => reaches(parents, item.id, id))
    .map((item) => item.id);
}

/** The merged values of a filter's direct parents: what its own option query is narrowed by. */
export function parentsExtraFormData(
  item: FilterConfigItem | undefined,
  dataMask: DataMaskMap,
): ExtraFormData {
  if (item?.type !== 'NATIVE_FILTER') return {};
  return getExtraFormData(dataMask, item.cascadeParentIds ?? []);
}

/**
 * A child's selection after its options were re-queried: values no longer offered are dropped
 * (compared by value, so 1 and '1' differ as they do in SQL); null when nothing is left.
 */
export function dropStaleValues(
  value: readonly unknown[] | null | undefined,
  availableOptions: readonly unknown[],
): unknown[] | null {
  if (!value || value.length === 0) return null;
  const offered = new Set(availableOptions.map((option) => JSON.stringify(option)));
  const kept = value.filter((entry) => offered.has(JSON.stringify(entry)));
  return kept.length > 0 ? kept : null;
}
