/**
 * Who may do what on a list page: the resource-level permissions from `_info`
 * combined with object ownership (owners and admins edit, as in Superset; admin is any role named
 * "admin", case-insensitively).
 */
import type { BootstrapUser } from '../../api/types';

export interface ListPermissions {
  canRead: boolean;
  canWrite: boolean;
  canExport: boolean;
}

export const NO_PERMISSIONS: ListPermissions = {
  canRead: false,
  canWrite: false,
  canExport: false,
};

/** `_info?q=(keys:!(permissions))` → `{permissions: ['can_read', 'can_write', ...]}`. */
export function permissionsFromInfo(permissions: readonly string[] | undefined): ListPermissions {
  const granted = new Set(permissions ?? []);
  return {
    canRead: granted.has('can_read'),
    canWrite: granted.has('can_write'),
    canExport: granted.has('can_export'),
  };
}

export function isAdminUser(user: Pick<BootstrapUser, 'roles'> | null): boolean {
  return user !== null && user.roles.some((role) => role.toLowerCase() === 'admin');
}

/** Anything that may carry owners; resources without owners (databases, users) omit them. */
export interface MaybeOwned {
  owners?: ReadonlyArray<{ id: number }> | null;
}

/**
 * Whether `user` may edit or delete `item`: write permission on the resource, and for owned
 * resources also being an owner or an admin.
 */
export function canModifyItem(
  item: MaybeOwned,
  user: Pick<BootstrapUser, 'id' | 'roles'> | null,
  permissions: ListPermissions,
  ownable: boolean,
): boolean {
  if (!permissions.canWrite || user === null) return false;
  if (!ownable || isAdminUser(user)) return true;
  return (item.owners ?? []).some((owner) => owner.id === user.id);
}
