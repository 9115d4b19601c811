/**
 * Administration of users, roles and their permissions (the FAB security API). Admin only:
 * every call requires can_write (or can_read for reads) on User / Role.
 */
import type { Kysely } from 'kysely';
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
import { assertPasswordAcceptable, hashPassword } from '../../security/passwords';
import type { SecurityRepository } from './security.repository';
import type { SessionService } from './sessions.service';
import type { AuditService } from '../log/audit.service';
import { SecurityAdminRepository } from './security-admin.repository';
import {
  namedListSpec,
  permissionViewListSpec,
  roleListSpec,
  userListSpec,
} from './security-admin.list-specs';

export class SecurityAdminService {
  readonly userListSpec: ListSpec;
  readonly roleListSpec: ListSpec;
  readonly permissionListSpec: ListSpec;
  readonly viewMenuListSpec: ListSpec;
  readonly permissionViewListSpec: ListSpec;
  private readonly admin: SecurityAdminRepository;

  constructor(
    db: Kysely<MetadataSchema>,
    private readonly repo: SecurityRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {
    const admin = new SecurityAdminRepository(db);
    this.admin = admin;
    this.userListSpec = userListSpec((ids) => this.serializeUsers(ids));
    this.roleListSpec = roleListSpec((ids) => this.serializeRoles(ids));
    this.permissionListSpec = namedListSpec('permission', 'permissions', (ids) =>
      admin.named('permissions', ids),
    );
    this.viewMenuListSpec = namedListSpec('view_menu', 'view_menus', (ids) =>
      admin.named('view_menus', ids),
    );
    this.permissionViewListSpec = permissionViewListSpec((ids) => admin.permissionViews(ids));
  }

  async serializeUsers(ids: number[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.admin.users(ids);
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
    const [rows, users, perms] = await Promise.all([
      this.admin.roles(ids),
      this.admin.roleMembers(ids),
      this.admin.rolePermissionViewIds(ids),
    ]);
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
    // Unique whatever the case (the store's index on lower(username) says the same).
    if (body.username !== undefined && (await this.admin.usernameTaken(body.username, exceptId)))
      throw new UnprocessableError({ username: ['Username already exists'] });
    if (body.email !== undefined && (await this.admin.emailTaken(body.email, exceptId)))
      throw new UnprocessableError({ email: ['Email already exists'] });
    const roleIds = body.roles ?? [];
    if (roleIds.length && (await this.admin.existingRoleCount(roleIds)) !== new Set(roleIds).size)
      throw new UnprocessableError({ roles: ['Some roles do not exist'] });
  }

  async createUser(body: UserCreate): Promise<number> {
    assertPasswordAcceptable(body.password, [
      body.username,
      body.email,
      body.first_name,
      body.last_name,
    ]);
    await this.checkUserRefs(body);
    const id = await this.repo.createUser({
      username: body.username,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      password_hash: await hashPassword(body.password),
      active: body.active ?? true,
      roleIds: body.roles ?? [],
    });
    await this.audit.record({
      action: 'user_created',
      objectType: 'user',
      objectId: id,
      detail: { username: body.username, active: body.active ?? true, roles: body.roles ?? [] },
    });
    return id;
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
    await this.admin.transaction(async (tx, executor) => {
      if (revokeSessions) await this.sessions.revokeAll(id, executor);
      await tx.updateUser(id, {
        ...(body.username !== undefined ? { username: body.username } : {}),
        ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
        ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      });
      if (body.roles !== undefined) await tx.replaceUserRoles(id, body.roles);
    });
    await this.recordUserUpdate(id, current.username, body, rolesChanged);
  }

  /** A password change is its own event; other changes name the fields and the new roles. */
  private async recordUserUpdate(
    id: number,
    username: string,
    body: UserUpdate,
    rolesChanged: boolean,
  ): Promise<void> {
    if (body.password !== undefined) {
      await this.audit.record({
        action: 'user_password_changed',
        objectType: 'user',
        objectId: id,
        detail: { username },
      });
    }
    const changed = Object.keys(body).filter((key) => key !== 'password');
    if (changed.length === 0) return;
    await this.audit.record({
      action: 'user_updated',
      objectType: 'user',
      objectId: id,
      detail: {
        username: body.username ?? username,
        changed,
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(body.roles !== undefined ? { roles: body.roles, roles_changed: rolesChanged } : {}),
      },
    });
  }

  async deleteUser(id: number, currentUserId: number): Promise<void> {
    if (id === currentUserId) throw new ValidationError('You cannot delete yourself');
    const user = await this.repo.findUserById(id);
    if (!(await this.admin.deleteUser(id))) throw new NotFoundError();
    await this.audit.record({
      action: 'user_deleted',
      objectType: 'user',
      objectId: id,
      detail: { username: user?.username ?? null },
    });
  }

  async getRole(id: number): Promise<RoleRow> {
    const [role] = await this.serializeRoles([id]);
    if (!role) throw new NotFoundError();
    return role;
  }

  async createRole(name: string): Promise<number> {
    if (await this.repo.findRoleByName(name))
      throw new ConflictError({ name: ['Role already exists'] });
    const id = await this.repo.ensureRole(name);
    await this.audit.record({
      action: 'role_created',
      objectType: 'role',
      objectId: id,
      detail: { name },
    });
    return id;
  }

  async updateRole(id: number, name: string): Promise<void> {
    const existing = await this.repo.findRoleByName(name);
    if (existing && existing.id !== id) throw new ConflictError({ name: ['Role already exists'] });
    if (!(await this.admin.renameRole(id, name))) throw new NotFoundError();
    await this.audit.record({
      action: 'role_updated',
      objectType: 'role',
      objectId: id,
      detail: { name },
    });
  }

  async deleteRole(id: number): Promise<void> {
    const [role] = await this.serializeRoles([id]);
    if (!(await this.admin.deleteRole(id))) throw new NotFoundError();
    await this.audit.record({
      action: 'role_deleted',
      objectType: 'role',
      objectId: id,
      detail: { name: role?.name ?? null },
    });
  }

  /** Replaces a role's permissions with the given permission-view ids (FAB's POST semantics). */
  async setRolePermissions(roleId: number, permissionViewIds: number[]): Promise<void> {
    if (!(await this.admin.roleExists(roleId))) throw new NotFoundError();
    const unique = [...new Set(permissionViewIds)];
    if (unique.length && (await this.admin.existingPermissionViewCount(unique)) !== unique.length) {
      throw new UnprocessableError({
        permission_view_menu_ids: ['Some permissions do not exist'],
      });
    }
    const before = new Set((await this.admin.rolePermissions(roleId)).map((p) => p.id));
    await this.admin.transaction((tx) => tx.replaceRolePermissions(roleId, unique));
    const [role] = await this.serializeRoles([roleId]);
    await this.audit.record({
      action: 'role_permissions_changed',
      objectType: 'role',
      objectId: roleId,
      detail: {
        name: role?.name ?? null,
        added: unique.filter((id) => !before.has(id)),
        removed: [...before].filter((id) => !unique.includes(id)),
        permission_count: unique.length,
      },
    });
  }

  /**
   * Replaces the role's members (FAB's `PUT /roles/{id}/users`). Everyone who joins or leaves the
   * role has a different set of roles afterwards, so their sessions end in the same transaction,
   * as when an admin edits a user's roles.
   */
  async setRoleUsers(roleId: number, userIds: number[]): Promise<void> {
    if (!(await this.admin.roleExists(roleId))) throw new NotFoundError();
    const unique = [...new Set(userIds)];
    if (unique.length && (await this.admin.existingUserCount(unique)) !== unique.length)
      throw new UnprocessableError({ user_ids: ['Some users do not exist'] });
    const before = new Set((await this.admin.roleMembers([roleId])).map((m) => m.user_id));
    const after = new Set(unique);
    const changed = [
      ...unique.filter((id) => !before.has(id)),
      ...[...before].filter((id) => !after.has(id)),
    ];
    await this.admin.transaction(async (tx, executor) => {
      for (const userId of changed) await this.sessions.revokeAll(userId, executor);
      await tx.replaceRoleMembers(roleId, unique);
    });
  }

  async rolePermissions(roleId: number): Promise<RolePermission[]> {
    if (!(await this.admin.roleExists(roleId))) throw new NotFoundError();
    return this.admin.rolePermissions(roleId);
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
