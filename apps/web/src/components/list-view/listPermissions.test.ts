import { describe, expect, it } from 'vitest';
import { canModifyItem, isAdminUser, permissionsFromInfo } from './listPermissions';

const write = permissionsFromInfo(['can_read', 'can_write']);
const readOnly = permissionsFromInfo(['can_read', 'can_export']);
const alice = { id: 2, roles: ['Gamma'] };
const admin = { id: 1, roles: ['ADMIN'] };

describe('permissionsFromInfo', () => {
  it('reads the permission names of _info', () => {
    expect(readOnly).toEqual({ canRead: true, canWrite: false, canExport: true });
    expect(permissionsFromInfo(undefined)).toEqual({
      canRead: false,
      canWrite: false,
      canExport: false,
    });
  });
});

describe('isAdminUser', () => {
  it('treats any role named admin, in any case, as admin', () => {
    expect(isAdminUser(admin)).toBe(true);
    expect(isAdminUser({ roles: ['admin'] })).toBe(true);
    expect(isAdminUser(alice)).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});

describe('canModifyItem', () => {
  const owned = { owners: [{ id: 2 }, { id: 5 }] };
  const foreign = { owners: [{ id: 9 }] };

  it('lets owners with can_write edit their own objects', () => {
    expect(canModifyItem(owned, alice, write, true)).toBe(true);
    expect(canModifyItem(foreign, alice, write, true)).toBe(false);
  });

  it('lets admins edit anything they have can_write on', () => {
    expect(canModifyItem(foreign, admin, write, true)).toBe(true);
    expect(canModifyItem(foreign, admin, readOnly, true)).toBe(false);
  });

  it('never allows without can_write, even to owners', () => {
    expect(canModifyItem(owned, alice, readOnly, true)).toBe(false);
  });

  it('needs only can_write where objects have no owners', () => {
    expect(canModifyItem({}, alice, write, false)).toBe(true);
    expect(canModifyItem({ owners: null }, alice, write, true)).toBe(false);
    expect(canModifyItem({}, null, write, false)).toBe(false);
  });
});
