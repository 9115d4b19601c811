/**
 * Who is making a request and what they may do. Built once per request from the user's roles;
 * anonymous visitors get the Public role's permissions.
 */
import { ForbiddenError, UnauthorizedError } from '@panorama/core/errors/app-error';
import { databaseViewMenu, datasetViewMenu, schemaViewMenu } from './permission-catalog';

export interface Principal {
  userId: number | null;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: { id: number; name: string }[];
  isAdmin: boolean;
  /** "permission|view_menu" strings. */
  permissions: ReadonlySet<string>;
  /** How the request authenticated; CSRF applies to cookie sessions only. */
  via: 'bearer' | 'session' | 'anonymous';
  sessionId: string | null;
}

export type AuthenticatedPrincipal = Principal & { userId: number };

export function has(principal: Principal, permission: string, viewMenu: string): boolean {
  return principal.isAdmin || principal.permissions.has(`${permission}|${viewMenu}`);
}

export function requireUser(principal: Principal): AuthenticatedPrincipal {
  if (principal.userId === null) throw new UnauthorizedError();
  return principal as AuthenticatedPrincipal;
}

/** Throws 403 (or 401 for anonymous visitors) unless the principal holds the permission. */
export function requirePermission(
  principal: Principal,
  permission: string,
  viewMenu: string,
): void {
  if (has(principal, permission, viewMenu)) return;
  if (principal.userId === null) throw new UnauthorizedError();
  throw new ForbiddenError();
}

export function canAccessAllDatasources(principal: Principal): boolean {
  return (
    has(principal, 'all_datasource_access', 'all_datasource_access') ||
    has(principal, 'all_database_access', 'all_database_access')
  );
}

export function canAccessDatabase(
  principal: Principal,
  database: { id: number; database_name: string },
): boolean {
  return (
    canAccessAllDatasources(principal) ||
    has(principal, 'database_access', databaseViewMenu(database))
  );
}

export function canAccessDataset(
  principal: Principal,
  database: { id: number; database_name: string },
  dataset: { id: number; table_name: string; schema: string | null },
): boolean {
  return (
    canAccessDatabase(principal, database) ||
    (dataset.schema !== null &&
      has(principal, 'schema_access', schemaViewMenu(database, dataset.schema))) ||
    has(principal, 'datasource_access', datasetViewMenu(database, dataset))
  );
}

export function isOwnerOrAdmin(principal: Principal, ownerIds: readonly number[]): boolean {
  return principal.isAdmin || (principal.userId !== null && ownerIds.includes(principal.userId));
}

/** Whether the principal holds an app-level SQL Lab role: admin or sql_lab, as in Superset. */
export function hasSqlLabAccess(principal: Principal): boolean {
  return principal.isAdmin || principal.roles.some((r) => r.name === 'sql_lab');
}
