/**
 * Authentication and authorisation services: built-in role seeding, the first admin, logins, and
 * turning a user id into the Principal a request acts as.
 */
import crypto from 'node:crypto';
import { UnauthorizedError, ValidationError } from '@panorama/core/errors/app-error';
import { BUILTIN_ROLES, isAdminRoleName } from '../../security/permission-catalog';
import {
  decoyPasswordHash,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from '../../security/passwords';
import { ConfigError } from '../../config';
import type { Principal } from '../../security/principal';
import type { SecurityRepository } from './security.repository';
import { NO_READ_CACHE, type StampedReadCache } from '../../store/stamped-read-cache';

export const INVALID_LOGIN_MESSAGE = 'Invalid login. Please try again.';

export class SecurityService {
  constructor(
    private readonly repo: SecurityRepository,
    /** Remembers a user's roles and permissions until the store changes (see StampedReadCache). */
    private readonly reads: StampedReadCache = NO_READ_CACHE,
  ) {}

  /** Creates the built-in roles and adds any permission they are missing (never removes grants). */
  async syncBuiltinRoles(): Promise<void> {
    for (const [role, pairs] of Object.entries(BUILTIN_ROLES)) {
      const roleId = await this.repo.ensureRole(role);
      const ids: number[] = [];
      for (const [permission, viewMenu] of pairs) {
        ids.push(await this.repo.ensurePermissionView(permission, viewMenu));
      }
      await this.repo.grantToRole(roleId, ids);
    }
  }

  /**
   * Creates the first admin when the store has no users. Returns the generated password (to be
   * printed once) when none was configured. A configured ADMIN_PASSWORD must pass the same
   * password rules as any other, or the server refuses to start (nothing is created).
   */
  async ensureFirstAdmin(admin: {
    username: string;
    password: string | undefined;
    email: string | undefined;
  }): Promise<{ created: boolean; generatedPassword?: string }> {
    if ((await this.repo.countUsers()) > 0) return { created: false };
    const email = admin.email ?? `${admin.username}@localhost`;
    const problem = admin.password
      ? passwordProblem(admin.password, [admin.username, email])
      : null;
    if (problem) throw new ConfigError(`ADMIN_PASSWORD is not accepted: ${problem}`);
    const generatedPassword = admin.password
      ? undefined
      : crypto.randomBytes(12).toString('base64url');
    const password = admin.password ?? generatedPassword ?? '';
    const adminRoleId = await this.repo.ensureRole('Admin');
    await this.repo.createUser({
      username: admin.username,
      first_name: 'Admin',
      last_name: 'User',
      email,
      password_hash: await hashPassword(password),
      active: true,
      roleIds: [adminRoleId],
    });
    return generatedPassword ? { created: true, generatedPassword } : { created: true };
  }

  /** Checks credentials; any failure is the same 401 so the answer never says which part was wrong. */
  async authenticate(username: string, password: string): Promise<number> {
    const user = await this.repo.findUserForLogin(username);
    if (!user) {
      await verifyPassword(await decoyPasswordHash(), password);
      throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
    }
    const ok = await verifyPassword(user.password_hash, password);
    if (!ok || !user.active) {
      await this.repo.recordLogin(user.id, false);
      throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
    }
    await this.repo.recordLogin(user.id, true);
    return user.id;
  }

  /** Throws 400 unless the password is the user's current one (asked before changing it). */
  async confirmCurrentPassword(userId: number, password: string): Promise<void> {
    const user = await this.repo.findUserById(userId);
    if (!user || !(await verifyPassword(user.password_hash, password))) {
      throw new ValidationError({ current_password: ['The current password is not correct.'] });
    }
  }

  /** The principal for an active user, or null when the user is gone or deactivated. */
  async principalFor(
    userId: number,
    via: Principal['via'],
    sessionId: string | null,
  ): Promise<Principal | null> {
    const { user, roles, permissions } = await this.reads.get(`principal:${userId}`, () =>
      this.repo.principalRows(userId),
    );
    if (!user) return null;
    return {
      userId: user.id,
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      roles,
      isAdmin: roles.some((r) => isAdminRoleName(r.name)),
      permissions: new Set(permissions),
      via,
      sessionId,
    };
  }

  /** Anonymous visitors act with the Public role's permissions (empty by default). */
  async anonymousPrincipal(): Promise<Principal> {
    const publicRole = await this.repo.findRoleByName('Public');
    const permissions = publicRole ? await this.repo.permissionsOfRoles([publicRole.id]) : [];
    return {
      userId: null,
      username: 'anonymous',
      firstName: '',
      lastName: '',
      email: '',
      roles: publicRole ? [publicRole] : [],
      isAdmin: false,
      permissions: new Set(permissions),
      via: 'anonymous',
      sessionId: null,
    };
  }
}
