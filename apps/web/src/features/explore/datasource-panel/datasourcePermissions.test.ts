import { describe, expect, it } from 'vitest';
import { DATASET_MANAGED_EXTERNALLY, DATASET_OWNER_REQUIRED } from '../../datasets';
import {
  canEditDataset,
  canUseSqlLab,
  editDatasetAccess,
  isAdmin,
  ownerIds,
} from './datasourcePermissions';

describe('roles', () => {
  it('recognises admin in any letter case', () => {
    expect(isAdmin(['Admin'])).toBe(true);
    expect(isAdmin(['ADMIN'])).toBe(true);
    expect(isAdmin(['Gamma', 'admin'])).toBe(true);
    expect(isAdmin(['Alpha', 'administrator'])).toBe(false);
  });

  it('lets admin and sql_lab into SQL Lab', () => {
    expect(canUseSqlLab(['aDmIn'])).toBe(true);
    expect(canUseSqlLab(['Gamma', 'sql_lab'])).toBe(true);
    expect(canUseSqlLab(['Gamma', 'Alpha'])).toBe(false);
    expect(canUseSqlLab([])).toBe(false);
  });
});

describe('dataset editing', () => {
  const owner = { id: 5, roles: ['Gamma'] };
  const stranger = { id: 6, roles: ['Alpha'] };
  const admin = { id: 1, roles: ['Admin'] };

  it('reads owners as ids, {id} or {value}', () => {
    expect(ownerIds([1, { id: 2 }, { value: 3 }, 'x', null])).toEqual([1, 2, 3]);
    expect(ownerIds(undefined)).toEqual([]);
  });

  it('allows owners and admins only', () => {
    expect(canEditDataset(owner, { owners: [5] })).toBe(true);
    expect(canEditDataset(stranger, { owners: [5] })).toBe(false);
    expect(canEditDataset(admin, { owners: [] })).toBe(true);
    expect(canEditDataset(null, { owners: [5] })).toBe(false);
  });

  it('says why editing is disabled', () => {
    expect(editDatasetAccess(owner, { owners: [5], is_managed_externally: false })).toEqual({
      enabled: true,
    });
    expect(editDatasetAccess(stranger, { owners: [5], is_managed_externally: false })).toEqual({
      enabled: false,
      reason: DATASET_OWNER_REQUIRED,
    });
    expect(editDatasetAccess(admin, { owners: [], is_managed_externally: true })).toEqual({
      enabled: false,
      reason: DATASET_MANAGED_EXTERNALLY,
    });
    expect(DATASET_OWNER_REQUIRED).toBe(
      'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    );
  });
});
