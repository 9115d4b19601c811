/**
 * Who may sign in with the login form's username and password. With AUTH_DB everyone, against
 * the local password. With AUTH_LDAP everyone too, against the directory (administrators' local
 * passwords are tried first, so they can still get in when the directory is down). With another
 * AUTH_TYPE only administrators, and no one when AUTH_DB_LOGIN_FOR_ADMINS=false.
 */
import { AppError, UnauthorizedError } from '@panorama/core/errors/app-error';
import type { AuthConfig } from '../../security/auth-config';
import type { ExternalUsersService } from '../security/external-users.service';
import type { SecurityService } from '../security/security.service';
import type { LdapDirectory } from './ldap-directory';
import type { AuditService } from '../log/audit.service';

export const PASSWORD_LOGIN_OFF_MESSAGE =
  'Password sign-in is off here. Please sign in with your identity provider.';

export type PasswordLoginMode = 'everyone' | 'admins' | 'off';

export function passwordLoginMode(auth: AuthConfig): PasswordLoginMode {
  if (auth.type === 'AUTH_DB' || auth.type === 'AUTH_LDAP') return 'everyone';
  return auth.dbLoginForAdmins ? 'admins' : 'off';
}

export interface PasswordLoginDeps {
  security: SecurityService;
  externalUsers: ExternalUsersService;
  ldap: LdapDirectory | undefined;
  audit: AuditService;
}

/**
 * Checks a username and password and answers the user's id, or throws 401. Either way the attempt
 * is written to the action log under the name given (never the password).
 */
export function passwordLoginFor(
  auth: AuthConfig,
  { security, externalUsers, ldap, audit }: PasswordLoginDeps,
): (username: string, password: string) => Promise<number> {
  const mode = passwordLoginMode(auth);
  const localAdmin = async (username: string, password: string) => {
    const userId = await security.authenticate(username, password);
    const principal = await security.principalFor(userId, 'session', null);
    if (!principal?.isAdmin) throw new UnauthorizedError(PASSWORD_LOGIN_OFF_MESSAGE);
    return userId;
  };
  let check: (username: string, password: string) => Promise<number>;
  if (auth.type === 'AUTH_LDAP' && ldap) {
    check = async (username, password) => {
      if (auth.dbLoginForAdmins) {
        const admin = await localAdmin(username, password).catch((err: unknown) => {
          if (err instanceof AppError && err.status === 401) return null;
          throw err;
        });
        if (admin !== null) return admin;
      }
      return externalUsers.signIn(await ldap.authenticate(username, password));
    };
  } else {
    check = async (username, password) => {
      if (mode === 'off') throw new UnauthorizedError(PASSWORD_LOGIN_OFF_MESSAGE);
      if (mode === 'admins') return localAdmin(username, password);
      return security.authenticate(username, password);
    };
  }
  return async (username, password) => {
    let userId: number;
    try {
      userId = await check(username, password);
    } catch (err) {
      await audit.record({
        action: 'login_failed',
        actor: { userId: null, username },
        objectType: 'user',
        detail: {
          method: auth.type === 'AUTH_LDAP' ? 'ldap' : 'password',
          reason: err instanceof Error ? err.message : 'refused',
        },
      });
      throw err;
    }
    await audit.record({
      action: 'login',
      actor: { userId, username },
      objectType: 'user',
      objectId: userId,
      detail: { method: auth.type === 'AUTH_LDAP' ? 'ldap' : 'password' },
    });
    return userId;
  };
}
