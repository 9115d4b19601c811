/**
 * Who is making a request and what they may do. Built once per request from the user's roles;
 * anonymous visitors get the Public role's permissions.
 */
import crypto from 'node:crypto';
import { ForbiddenError, UnauthorizedError } from '@panorama/core/errors/app-error';
import { databaseViewMenu, datasetViewMenu, schemaViewMenu } from './permission-catalog';

/**
 * What a guest token (EMBEDDED_SUPERSET) lets its bearer read: the embedded dashboards it names,
 * their charts and the datasets behind them, with the token's row-level clauses on top of the
 * usual rules. A guest has no roles and no permissions, so everything else refuses it.
 */
export interface GuestScope {
  dashboardIds: ReadonlySet<number>;
  chartIds: ReadonlySet<number>;
  datasetIds: ReadonlySet<number>;
  /** Clauses for one dataset, or for every dataset when `dataset` is absent. */
  rls: readonly { clause: string; dataset?: number | undefined }[];
}

/**
 * What a guest may do besides reading its scope: see the charts (and dashboards) of its scope,
 * download their data and keep its native filters' state on the server, as Superset's guest role
 * allows; every object is still checked against the scope.
 */
export const GUEST_PERMISSIONS: ReadonlySet<string> = new Set([
  'can_read|Chart',
  'can_read|Dashboard',
  'can_read|Dataset',
  'can_csv|Superset',
  'can_export_data|Chart',
  'can_read|DashboardFilterStateRestApi',
  'can_write|DashboardFilterStateRestApi',
]);

/** Stands for the caller in per-user cache keys; guests under other clauses never share one. */
export function readerKey(principal: Principal): string {
  if (principal.guest) {
    const scope = JSON.stringify([[...principal.guest.datasetIds].sort(), principal.guest.rls]);
    return `guest:${crypto.createHash('sha256').update(scope).digest('hex')}`;
  }
  return String(principal.userId ?? 'anonymous');
}

/** The refusal of anything a guest token does not cover. */
export const GUEST_REFUSED =
  'A guest token may only read the embedded dashboards it names and their charts';

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
  via: 'bearer' | 'session' | 'anonymous' | 'guest';
  sessionId: string | null;
  /** Set for a guest token's bearer only. */
  guest?: GuestScope;
}

export type AuthenticatedPrincipal = Principal & { userId: number };

export function has(principal: Principal, permission: string, viewMenu: string): boolean {
  return principal.isAdmin || principal.permissions.has(`${permission}|${viewMenu}`);
}

/** Refuses a guest (embedded dashboards) what only users and the Public role may do. */
export function refuseGuest(principal: Principal): void {
  if (principal.guest) throw new ForbiddenError(GUEST_REFUSED);
}

export function requireUser(principal: Principal): AuthenticatedPrincipal {
  if (principal.guest) throw new ForbiddenError(GUEST_REFUSED);
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
  if (principal.guest) throw new ForbiddenError(GUEST_REFUSED);
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
