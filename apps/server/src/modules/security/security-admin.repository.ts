/**
 * Kysely access for the users, roles and permissions administration: the rows the admin lists
 * show, uniqueness lookups, and the edits of users, roles and role permissions. Logins, principals
 * and permission registration are in security.repository.ts.
 */
import { type Kysely, sql } from 'kysely';
import type { MetadataSchema, UserRow } from '../../store/schema';

export interface UserChanges {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  password_hash?: string;
}

// A type alias, not an interface: list rows must also be a Record<string, unknown>.
export type PermissionViewRef = {
  id: number;
  permission: { id: number; name: string };
  view_menu: { id: number; name: string };
};

export class SecurityAdminRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  /**
   * Runs `work` in one transaction, on a repository bound to it; `executor` is the transaction
   * itself, for other repositories that must write in it (ending sessions).
   */
  transaction<T>(
    work: (repository: SecurityAdminRepository, executor: Kysely<MetadataSchema>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute((trx) => work(new SecurityAdminRepository(trx), trx));
  }

  async users(ids: number[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  }

  /** Whether another user (not `exceptId`) has this username, whatever the case. */
  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    // The store's unique index is on lower(username): the same comparison.
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(username)`, '=', sql`lower(${username})`);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether another user (not `exceptId`) has this email, whatever the case. */
  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async updateUser(id: number, changes: UserChanges): Promise<void> {
    const { active, ...rest } = changes;
    await this.db
      .updateTable('users')
      .set({
        ...rest,
        ...(active !== undefined ? { active: active ? 1 : 0 } : {}),
        changed_on: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async replaceUserRoles(userId: number, roleIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    const unique = [...new Set(roleIds)];
    if (unique.length) {
      await this.db
        .insertInto('user_roles')
        .values(unique.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
    }
  }

  /** How many of the ids name a user. */
  async existingUserCount(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const found = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return found.length;
  }

  async replaceRoleMembers(roleId: number, userIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('user_roles').where('role_id', '=', roleId).execute();
    if (userIds.length) {
      await this.db
        .insertInto('user_roles')
        .values(userIds.map((user_id) => ({ user_id, role_id: roleId })))
        .execute();
    }
  }

  /** Deletes the user; answers whether there was one. */
  async deleteUser(id: number): Promise<boolean> {
    const deleted = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }

  async roles(ids: number[]): Promise<{ id: number; name: string }[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();
  }

  async roleExists(id: number): Promise<boolean> {
    return (await this.roles([id])).length > 0;
  }

  /** How many of the ids name a role. */
  async existingRoleCount(ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    return (await this.roles(unique)).length;
  }

  roleMembers(roleIds: number[]): Promise<{ role_id: number; user_id: number }[]> {
    return this.db
      .selectFrom('user_roles')
      .select(['role_id', 'user_id'])
      .where('role_id', 'in', roleIds)
      .execute();
  }

  rolePermissionViewIds(
    roleIds: number[],
  ): Promise<{ role_id: number; permission_view_id: number }[]> {
    return this.db
      .selectFrom('role_permission_views')
      .select(['role_id', 'permission_view_id'])
      .where('role_id', 'in', roleIds)
      .execute();
  }

  /** Renames the role; answers whether there was one. */
  async renameRole(id: number, name: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('roles')
      .set({ name })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Deletes the role; answers whether there was one. */
  async deleteRole(id: number): Promise<boolean> {
    const deleted = await this.db.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }

  /** How many of the ids name a permission-view pair. */
  async existingPermissionViewCount(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const found = await this.db
      .selectFrom('permission_views')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return found.length;
  }

  async replaceRolePermissions(roleId: number, permissionViewIds: readonly number[]) {
    await this.db.deleteFrom('role_permission_views').where('role_id', '=', roleId).execute();
    if (permissionViewIds.length) {
      await this.db
        .insertInto('role_permission_views')
        .values(
          permissionViewIds.map((permission_view_id) => ({ role_id: roleId, permission_view_id })),
        )
        .execute();
    }
  }

  /** The role's permission-view pairs by name, ordered by view menu then permission. */
  rolePermissions(
    roleId: number,
  ): Promise<{ id: number; permission_name: string; view_menu_name: string }[]> {
    return this.db
      .selectFrom('role_permission_views as rpv')
      .innerJoin('permission_views as pv', 'pv.id', 'rpv.permission_view_id')
      .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
      .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
      .select(['pv.id', 'p.name as permission_name', 'v.name as view_menu_name'])
      .where('rpv.role_id', '=', roleId)
      .orderBy('v.name')
      .orderBy('p.name')
      .execute();
  }

  /** Permissions or view menus by id: `{id, name}`. */
  async named(table: 'permissions' | 'view_menus', ids: number[]) {
    if (ids.length === 0) return [];
    return this.db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  }

  async permissionViews(ids: number[]): Promise<PermissionViewRef[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('permission_views as pv')
      .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
      .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
      .select([
        'pv.id',
        'p.id as permission_id',
        'p.name as permission_name',
        'v.id as view_menu_id',
        'v.name as view_menu_name',
      ])
      .where('pv.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      permission: { id: r.permission_id, name: r.permission_name },
      view_menu: { id: r.view_menu_id, name: r.view_menu_name },
    }));
  }
}
