/**
 * The permissions a role will hold once the editor is saved: what the server says it holds, with
 * the pairs the admin ticked or unticked since. Pairs keep their names so that the "granted only"
 * view and the group counts cover pairs that were never on a page the server sent.
 */
import { useMemo, useState } from 'react';
import type { RolePermission } from '@panorama/core/schemas/security';
import { groupOf, PERMISSION_GROUP_KEYS } from './permissionGroups';
import type { PermissionGroupKey } from './permissionGroups';

export interface PermissionDraft {
  isGranted: (id: number) => boolean;
  toggle: (pair: RolePermission) => void;
  /** Every pair the role will hold, ordered by view menu then permission. */
  granted: RolePermission[];
  countOf: (group: PermissionGroupKey) => number;
  changeCount: number;
  reset: () => void;
}

const byMenuThenPermission = (a: RolePermission, b: RolePermission) =>
  a.view_menu_name.localeCompare(b.view_menu_name) ||
  a.permission_name.localeCompare(b.permission_name);

export function usePermissionDraft(saved: readonly RolePermission[]): PermissionDraft {
  const [added, setAdded] = useState<ReadonlyMap<number, RolePermission>>(new Map());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  const savedIds = useMemo(() => new Set(saved.map((p) => p.id)), [saved]);

  const granted = useMemo(
    () =>
      [...saved.filter((p) => !removed.has(p.id)), ...added.values()].sort(byMenuThenPermission),
    [saved, added, removed],
  );

  const counts = useMemo(() => {
    const byGroup = new Map<PermissionGroupKey, number>(PERMISSION_GROUP_KEYS.map((k) => [k, 0]));
    for (const pair of granted) {
      const group = groupOf(pair.permission_name);
      byGroup.set(group, (byGroup.get(group) ?? 0) + 1);
    }
    return byGroup;
  }, [granted]);

  const isGranted = (id: number) => added.has(id) || (savedIds.has(id) && !removed.has(id));

  const toggle = (pair: RolePermission) => {
    if (savedIds.has(pair.id)) {
      const next = new Set(removed);
      if (next.has(pair.id)) next.delete(pair.id);
      else next.add(pair.id);
      setRemoved(next);
      return;
    }
    const next = new Map(added);
    if (next.has(pair.id)) next.delete(pair.id);
    else next.set(pair.id, pair);
    setAdded(next);
  };

  return {
    isGranted,
    toggle,
    granted,
    countOf: (group) => counts.get(group) ?? 0,
    changeCount: added.size + removed.size,
    reset: () => {
      setAdded(new Map());
      setRemoved(new Set());
    },
  };
}
