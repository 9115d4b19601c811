/**
 * Who may do what from the datasource menu, as in Superset: editing needs ownership or the
 * admin role and a dataset that is not managed externally; View in SQL Lab needs the admin or
 * sql_lab role.
 */
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { DATASET_MANAGED_EXTERNALLY, DATASET_OWNER_REQUIRED } from '../../datasets';

export interface PanelUser {
  id: number;
  roles: readonly string[];
}

/** Whether one of the roles is named 'admin', in any letter case (as Superset compares it). */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => role.toLowerCase() === 'admin');
}

export function canUseSqlLab(roles: readonly string[]): boolean {
  return isAdmin(roles) || roles.includes('sql_lab');
}

/** Owner ids from the dataset JSON (ids) or a REST shape (`{id}` or select options `{value}`). */
export function ownerIds(owners: unknown): number[] {
  if (!Array.isArray(owners)) return [];
  return owners.flatMap((owner: unknown) => {
    if (typeof owner === 'number') return [owner];
    if (typeof owner === 'object' && owner !== null) {
      const { id, value } = owner as { id?: unknown; value?: unknown };
      if (typeof id === 'number') return [id];
      if (typeof value === 'number') return [value];
    }
    return [];
  });
}

export function canEditDataset(
  user: PanelUser | null,
  datasource: Pick<DatasourceJson, 'owners'>,
): boolean {
  if (user === null) return false;
  return isAdmin(user.roles) || ownerIds(datasource.owners).includes(user.id);
}

/** Whether "Edit dataset" is enabled, and when not, the tooltip (untranslated) saying why. */
export type EditDatasetAccess = { enabled: true } | { enabled: false; reason: string };

export function editDatasetAccess(
  user: PanelUser | null,
  datasource: Pick<DatasourceJson, 'owners' | 'is_managed_externally'>,
): EditDatasetAccess {
  if (!canEditDataset(user, datasource)) return { enabled: false, reason: DATASET_OWNER_REQUIRED };
  if (datasource.is_managed_externally)
    return { enabled: false, reason: DATASET_MANAGED_EXTERNALLY };
  return { enabled: true };
}
