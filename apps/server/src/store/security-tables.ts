/** Kysely types of the users, roles, permissions and sessions tables (Flask-AppBuilder's security model). */
import type { Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  active: Bool;
  created_on: Timestamp;
  changed_on: Timestamp;
  last_login: Timestamp | null;
  login_count: Generated<number>;
  fail_login_count: Generated<number>;
}

/** A server-side session: its tokens are honoured only while this row exists. */
export interface UserSessionsTable {
  /** The `sid` claim of the session's tokens (random, URL-safe). */
  id: string;
  user_id: number;
  created_on: Timestamp;
  expires_on: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
}

export interface ViewMenusTable {
  id: Generated<number>;
  name: string;
}

export interface PermissionViewsTable {
  id: Generated<number>;
  permission_id: number;
  view_menu_id: number;
}

export interface RolePermissionViewsTable {
  role_id: number;
  permission_view_id: number;
}
