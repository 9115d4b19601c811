/** Users, roles and permission pairs in the metadata store (Kysely only). */
import { type Kysely, sql } from 'kysely';
import type { MetadataSchema, UserRow } from '../../store/schema';

export interface RoleRef {
  id: number;
  name: string;
}

export class SecurityRepository {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  findUserByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
  }

  /**
   * The user a login names, ignoring case as Flask-AppBuilder's AUTH_USERNAME_CI does. Names that
   * differ only in case can predate the rule that forbids them: the exact spelling then wins, and
   * any other spelling of such a name finds no one.
   */
  async findUserForLogin(username: string): Promise<UserRow | undefined> {
    const matches = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(username)`, '=', sql`lower(${username})`)
      .execute();
    return matches.length === 1 ? matches[0] : matches.find((user) => user.username === username);
  }

  findUserById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async countUsers(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  rolesOfUsers(userIds: number[]): Promise<(RoleRef & { user_id: number })[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.name'])
      .where('user_roles.user_id', 'in', userIds)
      .orderBy('roles.name')
      .execute();
  }

  /**
   * Everything a request's principal needs in two small queries written as SQL text (they run on
   * every API call, so they skip the query builder): the active user with its roles, and the
   * "permission|view_menu" strings of those roles.
   */
  async principalRows(userId: number): Promise<{
    user: Pick<UserRow, 'id' | 'username' | 'first_name' | 'last_name' | 'email'> | undefined;
    roles: RoleRef[];
    permissions: string[];
  }> {
    const rows = await sql<{
      id: number;
      username: string;
      first_name: string;
      last_name: string;
      email: string;
      role_id: number | null;
      role_name: string | null;
    }>`select u.id, u.username, u.first_name, u.last_name, u.email, r.id as role_id, r.name as role_name
      from users u left join user_roles ur on ur.user_id = u.id left join roles r on r.id = ur.role_id
      where u.id = ${userId} and u.active = 1 order by r.name`.execute(this.db);
    const first = rows.rows[0];
    if (!first) return { user: undefined, roles: [], permissions: [] };
    const roles = rows.rows.flatMap((r) =>
      r.role_id === null || r.role_name === null
        ? []
        : [{ id: Number(r.role_id), name: r.role_name }],
    );
    const permissions = await sql<{ perm: string }>`select distinct p.name || '|' || v.name as perm
      from user_roles ur
      inner join role_permission_views rpv on rpv.role_id = ur.role_id
      inner join permission_views pv on pv.id = rpv.permission_view_id
      inner join permissions p on p.id = pv.permission_id
      inner join view_menus v on v.id = pv.view_menu_id
      where ur.user_id = ${userId}`.execute(this.db);
    const { id, username, first_name, last_name, email } = first;
    return {
      user: { id: Number(id), username, first_name, last_name, email },
      roles,
      permissions: permissions.rows.map((r) => r.perm),
    };
  }

  findRoleByName(name: string): Promise<RoleRef | undefined> {
    return this.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** "permission|view_menu" strings granted to any of the roles. */
  async permissionsOfRoles(roleIds: number[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('role_permission_views as rpv')
      .innerJoin('permission_views as pv', 'pv.id', 'rpv.permission_view_id')
      .innerJoin('permissions as p', 'p.id', 'pv.permission_id')
      .innerJoin('view_menus as v', 'v.id', 'pv.view_menu_id')
      .select(['p.name as permission', 'v.name as view_menu'])
      .where('rpv.role_id', 'in', roleIds)
      .execute();
    return rows.map((r) => `${r.permission}|${r.view_menu}`);
  }

  async ensureRole(name: string): Promise<number> {
    const existing = await this.findRoleByName(name);
    if (existing) return existing.id;
    const row = await this.db
      .insertInto('roles')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async ensurePermissionView(permission: string, viewMenu: string): Promise<number> {
    const permissionId = await this.ensureNamed('permissions', permission);
    const viewMenuId = await this.ensureNamed('view_menus', viewMenu);
    const existing = await this.db
      .selectFrom('permission_views')
      .select('id')
      .where('permission_id', '=', permissionId)
      .where('view_menu_id', '=', viewMenuId)
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await this.db
      .insertInto('permission_views')
      .values({ permission_id: permissionId, view_menu_id: viewMenuId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Removes a view menu and every grant on it, e.g. when a database or dataset is deleted. */
  async deleteViewMenu(name: string): Promise<void> {
    await this.db.deleteFrom('view_menus').where('name', '=', name).execute();
  }

  async renameViewMenu(from: string, to: string): Promise<void> {
    if (from === to) return;
    await this.db.updateTable('view_menus').set({ name: to }).where('name', '=', from).execute();
  }

  async grantToRole(roleId: number, permissionViewIds: number[]): Promise<void> {
    if (permissionViewIds.length === 0) return;
    const existing = new Set(
      (
        await this.db
          .selectFrom('role_permission_views')
          .select('permission_view_id')
          .where('role_id', '=', roleId)
          .execute()
      ).map((r) => r.permission_view_id),
    );
    const missing = [...new Set(permissionViewIds)].filter((id) => !existing.has(id));
    if (missing.length === 0) return;
    await this.db
      .insertInto('role_permission_views')
      .values(missing.map((id) => ({ role_id: roleId, permission_view_id: id })))
      .execute();
  }

  async createUser(user: {
    username: string;
    first_name: string;
    last_name: string;
    email: string;
    password_hash: string | null;
    active: boolean;
    roleIds: number[];
  }): Promise<number> {
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: user.username,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          password_hash: user.password_hash,
          active: user.active ? 1 : 0,
          created_on: now,
          changed_on: now,
          last_login: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.roleIds.length) {
        await trx
          .insertInto('user_roles')
          .values(user.roleIds.map((role_id) => ({ user_id: row.id, role_id })))
          .execute();
      }
      return row.id;
    });
  }

  async recordLogin(userId: number, succeeded: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) =>
        succeeded
          ? {
              last_login: new Date().toISOString(),
              login_count: eb('login_count', '+', 1),
              fail_login_count: 0,
            }
          : { fail_login_count: eb('fail_login_count', '+', 1) },
      )
      .where('id', '=', userId)
      .execute();
  }

  private async ensureNamed(table: 'permissions' | 'view_menus', name: string): Promise<number> {
    const existing = await this.db
      .selectFrom(table)
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await this.db
      .insertInto(table)
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
