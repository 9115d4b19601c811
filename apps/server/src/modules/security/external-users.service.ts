/**
 * Users whose identity another system vouches for (an OAuth/OpenID provider, an LDAP directory or
 * a REMOTE_USER proxy, each handing over an `ExternalIdentity`). Flask-AppBuilder's rules:
 *
 * - a known user (username, ignoring case) signs in unless deactivated;
 * - an unknown one is created only with AUTH_USER_REGISTRATION, without a local password;
 * - roles are those AUTH_ROLES_MAPPING gives the identity's groups (names of roles that do not
 *   exist are skipped), plus AUTH_USER_REGISTRATION_ROLE while registration is on;
 * - a known user's roles are replaced by these at each sign-in only with AUTH_ROLES_SYNC_AT_LOGIN,
 *   and only when the source tells the user's groups.
 */
import type { Kysely } from 'kysely';
import { UnauthorizedError } from '@panorama/core/errors/app-error';
import type { ExternalUserSettings } from '../../security/auth-config';
import type { MetadataSchema } from '../../store/schema';
import { SecurityAdminRepository } from './security-admin.repository';
import type { SecurityRepository } from './security.repository';
import type { SessionService } from './sessions.service';

/** Who signed in, as the identity source tells it. */
export interface ExternalIdentity {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Group names the source puts the user in; AUTH_ROLES_MAPPING turns them into roles. */
  groups: string[];
}

export class ExternalUsersService {
  private readonly admin: SecurityAdminRepository;

  constructor(
    db: Kysely<MetadataSchema>,
    private readonly repo: SecurityRepository,
    private readonly sessions: SessionService,
    private readonly settings: ExternalUserSettings,
  ) {
    this.admin = new SecurityAdminRepository(db);
  }

  /**
   * The id of the user to open a session for, creating or updating the user as the settings say.
   * Throws 401 with the reason when this identity may not sign in; nothing is written then.
   */
  async signIn(
    identity: ExternalIdentity,
    { groupsKnown = true }: { groupsKnown?: boolean } = {},
  ): Promise<number> {
    const known = await this.repo.findUserForLogin(identity.username);
    if (known) {
      if (!known.active) throw new UnauthorizedError(`The user ${known.username} is deactivated.`);
      // A source that tells no groups (a REMOTE_USER proxy) must not strip the roles given here.
      if (this.settings.rolesSyncAtLogin && groupsKnown)
        await this.syncRoles(known.id, identity.groups);
      await this.repo.recordLogin(known.id, true);
      return known.id;
    }
    if (!this.settings.registration) {
      throw new UnauthorizedError(
        `There is no user ${identity.username} here, and new users are not registered on sign-in.`,
      );
    }
    if (await this.admin.emailTaken(identity.email)) {
      throw new UnauthorizedError(
        `Another user already has the email ${identity.email}; ask an administrator to link the accounts.`,
      );
    }
    const roleIds = await this.rolesFor(identity.groups);
    if (roleIds.length === 0) {
      throw new UnauthorizedError(
        `No role to give ${identity.username}: neither the registration role nor a mapped group exists.`,
      );
    }
    const id = await this.repo.createUser({
      username: identity.username,
      first_name: identity.firstName,
      last_name: identity.lastName,
      email: identity.email,
      password_hash: null,
      active: true,
      roleIds,
    });
    await this.repo.recordLogin(id, true);
    return id;
  }

  /** Ids of the roles the groups map to, plus the registration role while registration is on. */
  async rolesFor(groups: readonly string[]): Promise<number[]> {
    const names = new Set(groups.flatMap((group) => this.settings.rolesMapping[group] ?? []));
    if (this.settings.registration) names.add(this.settings.registrationRole);
    const ids: number[] = [];
    for (const name of names) {
      const role = await this.repo.findRoleByName(name);
      if (role) ids.push(role.id);
    }
    return ids.sort((a, b) => a - b);
  }

  /**
   * Gives the user the computed roles. A change ends the user's other sessions in the same
   * transaction, as an administrator's edit of the roles does.
   */
  private async syncRoles(userId: number, groups: readonly string[]): Promise<void> {
    const wanted = await this.rolesFor(groups);
    const current = (await this.repo.rolesOfUsers([userId])).map((r) => r.id).sort((a, b) => a - b);
    if (wanted.length === current.length && wanted.every((id, i) => id === current[i])) return;
    await this.admin.transaction(async (tx, executor) => {
      await this.sessions.revokeAll(userId, executor);
      await tx.replaceUserRoles(userId, wanted);
    });
  }
}
