/**
 * Administration of users, roles and their permissions (the FAB security API). Admin only:
 * every call requires can_write (or can_read for reads) on User / Role.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  ConflictError,
  NotFoundError,
  UnprocessableError,
  ValidationError,
} from '@panorama/core/errors/app-error';
import type {
  RolePermission,
  RoleRow,
  UserCreate,
  UserRow,
  UserUpdate,
} from '@panorama/core/schemas/security';
import type { MetadataSchema } from '../../store/schema';
import type { ListSpec } from '../../rest/list-spec';
import { BOOLEAN_OPERATORS, NUMBER_OPERATORS, TEXT_OPERATORS } from '../../rest/list-spec';
import { assertPasswordAcceptable, hashPassword } from '../../security/passwords';
import type { SecurityRepository } from './security.repository';
import type { SessionService } from './sessions.service';

export class SecurityAdminService {
  readonly userListSpec: ListSpec;
  readonly roleListSpec: ListSpec;
  readonly permissionListSpec: ListSpec;
  readonly viewMenuListSpec: ListSpec;
  readonly permissionViewListSpec: ListSpec;

  constructor(
    private readonly db: Kysely<MetadataSchema>,
    private readonly repo: SecurityRepository,
    private readonly sessions: SessionService,
  ) {
    this.userListSpec = {
      resource: 'user',
      table: 'users',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        username: { expr: sql`t.username`, kind: 'text', operators: TEXT_OPERATORS },
        first_name: { expr: sql`t.first_name`, kind: 'text', operators: TEXT_OPERATORS },
        last_name: { expr: sql`t.last_name`, kind: 'text', operators: TEXT_OPERATORS },
        email: { expr: sql`t.email`, kind: 'text', operators: TEXT_OPERATORS },
        active: { expr: sql`t.active`, kind: 'boolean', operators: BOOLEAN_OPERATORS },
        roles: {
          expr: sql`t.id`,
          kind: 'relation_many',
          operators: ['rel_m_m', 'nrel_m_m'],
          link: { table: 'user_roles', ownKey: 'user_id', otherKey: 'role_id' },
        },
      },
      orderColumns: {
        id: sql`t.id`,
        username: sql`lower(t.username)`,
        first_name: sql`lower(t.first_name)`,
        last_name: sql`lower(t.last_name)`,
        email: sql`lower(t.email)`,
        active: sql`t.active`,
        last_login: sql`t.last_login`,
        changed_on: sql`t.changed_on`,
        created_on: sql`t.created_on`,
      },
      defaultOrder: ['username', 'asc'],
      fetchRows: (ids) => this.serializeUsers(ids),
      listColumns: [
        'id',
        'username',
        'first_name',
        'last_name',
        'email',
        'active',
        'roles',
        'last_login',
        'login_count',
        'fail_login_count',
        'created_on',
        'changed_on',
      ],
      related: { roles: { table: 'roles', label: sql`t.name` } },
    };
    this.roleListSpec = {
      resource: 'role',
      table: 'roles',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        name: { expr: sql`t.name`, kind: 'text', operators: TEXT_OPERATORS },
      },
      orderColumns: { id: sql`t.id`, name: sql`lower(t.name)` },
      defaultOrder: ['name', 'asc'],
      fetchRows: (ids) => this.serializeRoles(ids),
      listColumns: ['id', 'name', 'user_ids', 'permission_ids'],
    };
    this.permissionListSpec = simpleNamedSpec(db, 'permission', 'permissions');
    this.viewMenuListSpec = simpleNamedSpec(db, 'view_menu', 'view_menus');
    this.permissionViewListSpec = {
      resource: 'permission_view_menu',
      table: 'permission_views',
      filterColumns: {
        id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
        permission: {
          expr: sql`(select p.name from permissions p where p.id = t.permission_id)`,
          kind: 'text',
          operators: TEXT_OPERATORS,
        },
        view_menu: {
          expr: sql`(select v.name from view_menus v where v.id = t.view_menu_id)`,
          kind: 'text',
          operators: TEXT_OPERATORS,
        },
      },
      orderColumns: { id: sql`t.id` },
      defaultOrder: ['id', 'asc'],
      fetchRows: async (ids) => {
        const rows = await db
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
      },
      listColumns: ['id', 'permission', 'view_menu'],
    };
  }

  async serializeUsers(ids: number[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
    const roles = await this.repo.rolesOfUsers(ids);
    return rows.map((u) => ({
      id: u.id,
      username: u.username,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      active: u.active === 1,
      roles: roles.filter((r) => r.user_id === u.id).map(({ id, name }) => ({ id, name })),
      last_login: u.last_login,
      login_count: Number(u.login_count),
      fail_login_count: Number(u.fail_login_count),
      created_on: u.created_on,
      changed_on: u.changed_on,
    }));
  }

  async serializeRoles(ids: number[]): Promise<RoleRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    const users = await this.db
      .selectFrom('user_roles')
      .select(['role_id', 'user_id'])
      .where('role_id', 'in', ids)
      .execute();
    const perms = await this.db
      .selectFrom('role_permission_views')
      .select(['role_id', 'permission_view_id'])
      .where('role_id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      user_ids: users.filter((u) => u.role_id === r.id).map((u) => u.user_id),
      permission_ids: perms.filter((p) => p.role_id === r.id).map((p) => p.permission_view_id),
    }));
  }

  async getUser(id: number): Promise<UserRow> {
    const [user] = await this.serializeUsers([id]);
    if (!user) throw new NotFoundError();
    return user;
  }

  private async checkUserRefs(body: UserCreate | UserUpdate, exceptId?: number): Promise<void> {
    if (body.username !== undefined) {
      // Unique whatever the case (the store's index on lower(username) says the same).
      let q = this.db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(username)`, '=', sql`lower(${body.username})`);
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      if (await q.executeTakeFirst())
        throw new UnprocessableError({ username: ['Username already exists'] });
    }
    if (body.email !== undefined) {
      let q = this.db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', body.email.toLowerCase());
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      if (await q.executeTakeFirst())
        throw new UnprocessableError({ email: ['Email already exists'] });
    }
    const roleIds = body.roles ?? [];
    if (roleIds.length) {
      const found = await this.db
        .selectFrom('roles')
        .select('id')
        .where('id', 'in', roleIds)
        .execute();
      if (found.length !== new Set(roleIds).size)
        throw new UnprocessableError({ roles: ['Some roles do not exist'] });
    }
  }

  async createUser(body: UserCreate): Promise<number> {
    assertPasswordAcceptable(body.password, [
      body.username,
      body.email,
      body.first_name,
      body.last_name,
    ]);
    await this.checkUserRefs(body);
    return this.repo.createUser({
      username: body.username,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      password_hash: await hashPassword(body.password),
      active: body.active ?? true,
      roleIds: body.roles ?? [],
    });
  }

  /**
   * Applies an edit of a user. A new password, a different set of roles or deactivation also ends
   * every session of the user, in the same transaction: whoever held the old password or acted
   * under the old roles must sign in again.
   */
  async updateUser(id: number, body: UserUpdate): Promise<void> {
    const current = await this.repo.findUserById(id);
    if (!current) throw new NotFoundError();
    if (body.password !== undefined) {
      assertPasswordAcceptable(body.password, [
        body.username ?? current.username,
        body.email ?? current.email,
        body.first_name ?? current.first_name,
        body.last_name ?? current.last_name,
      ]);
    }
    await this.checkUserRefs(body, id);
    const passwordHash =
      body.password !== undefined ? await hashPassword(body.password) : undefined;
    const rolesChanged =
      body.roles !== undefined &&
      !sameIds(
        body.roles,
        (await this.repo.rolesOfUsers([id])).map((r) => r.id),
      );
    const revokeSessions = passwordHash !== undefined || body.active === false || rolesChanged;
    await this.db.transaction().execute(async (trx) => {
      if (revokeSessions) await this.sessions.revokeAll(id, trx);
      await trx
        .updateTable('users')
        .set({
          ...(body.username !== undefined ? { username: body.username } : {}),
          ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
          ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          changed_on: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      if (body.roles !== undefined) {
        await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
        const unique = [...new Set(body.roles)];
        if (unique.length) {
          await trx
            .insertInto('user_roles')
            .values(unique.map((role_id) => ({ user_id: id, role_id })))
            .execute();
        }
      }
    });
  }

  async deleteUser(id: number, currentUserId: number): Promise<void> {
    if (id === currentUserId) throw new ValidationError('You cannot delete yourself');
    const deleted = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError();
  }

  async getRole(id: number): Promise<RoleRow> {
    const [role] = await this.serializeRoles([id]);
    if (!role) throw new NotFoundError();
    return role;
  }

  async createRole(name: string): Promise<number> {
    if (await this.repo.findRoleByName(name))
      throw new ConflictError({ name: ['Role already exists'] });
    return this.repo.ensureRole(name);
  }

  async updateRole(id: number, name: string): Promise<void> {
    const existing = await this.repo.findRoleByName(name);
    if (existing && existing.id !== id) throw new ConflictError({ name: ['Role already exists'] });
    const updated = await this.db
      .updateTable('roles')
      .set({ name })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new NotFoundError();
  }

  async deleteRole(id: number): Promise<void> {
    const deleted = await this.db.deleteFrom('roles').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError();
  }

  /** Replaces a role's permissions with the given permission-view ids (FAB's POST semantics). */
  async setRolePermissions(roleId: number, permissionViewIds: number[]): Promise<void> {
    const role = await this.db
      .selectFrom('roles')
      .select('id')
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (!role) throw new NotFoundError();
    const unique = [...new Set(permissionViewIds)];
    if (unique.length) {
      const found = await this.db
        .selectFrom('permission_views')
        .select('id')
        .where('id', 'in', unique)
        .execute();
      if (found.length !== unique.length) {
        throw new UnprocessableError({
          permission_view_menu_ids: ['Some permissions do not exist'],
        });
      }
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_permission_views').where('role_id', '=', roleId).execute();
      if (unique.length) {
        await trx
          .insertInto('role_permission_views')
          .values(unique.map((permission_view_id) => ({ role_id: roleId, permission_view_id })))
          .execute();
      }
    });
  }

  async rolePermissions(roleId: number): Promise<RolePermission[]> {
    if (
      !(await this.db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst())
    )
      throw new NotFoundError();
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
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

function simpleNamedSpec(
  db: Kysely<MetadataSchema>,
  resource: string,
  table: 'permissions' | 'view_menus',
): ListSpec {
  return {
    resource,
    table,
    filterColumns: {
      id: { expr: sql`t.id`, kind: 'number', operators: NUMBER_OPERATORS },
      name: { expr: sql`t.name`, kind: 'text', operators: TEXT_OPERATORS },
    },
    orderColumns: { id: sql`t.id`, name: sql`t.name` },
    defaultOrder: ['name', 'asc'],
    fetchRows: (ids) =>
      db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute(),
    listColumns: ['id', 'name'],
  };
}
