/**
 * LDAP sign-in settings, with Flask-AppBuilder's names and defaults. Panorama always looks the user
 * up (AUTH_LDAP_SEARCH is required). With AUTH_LDAP_BIND_USER, or with neither
 * AUTH_LDAP_USERNAME_FORMAT nor AUTH_LDAP_APPEND_DOMAIN, it binds as the bind user (or anonymously),
 * finds the entry whose AUTH_LDAP_UID_FIELD is the username, then binds as that entry with the
 * password typed in. Otherwise it binds straight away as the name the format makes, with the
 * password typed in, and reads the user's entry as the user.
 */
import { isUsernameFormat } from './ldap-bind-name';

export interface LdapConfig {
  /** `ldap://host:389` or `ldaps://host:636`. */
  server: string;
  searchBase: string;
  uidField: string;
  /** Empty for an anonymous search. */
  bindUser: string;
  bindPassword: string;
  /** StartTLS on an `ldap://` connection before anything is sent. */
  useTls: boolean;
  /** Accept a certificate no known authority signed (test directories only). */
  allowSelfSigned: boolean;
  /** A PEM file of the authorities to trust for the directory's certificate. */
  caCertFile: string;
  firstNameField: string;
  lastNameField: string;
  emailField: string;
  /** The entry's attribute listing its groups' DNs, which AUTH_ROLES_MAPPING keys name. */
  groupField: string;
  /** Flask-AppBuilder's `uid=%s,ou=people,...` or `%s@example.org`; empty when unset. */
  usernameFormat: string;
  /** A domain appended to the bind name as `@domain`; empty when unset. */
  appendDomain: string;
}

export class LdapConfigError extends Error {}

function parseBool(name: string, text: string | undefined): boolean {
  if (text === undefined || text === '') return false;
  if (['true', '1', 'yes', 'True'].includes(text)) return true;
  if (['false', '0', 'no', 'False'].includes(text)) return false;
  throw new LdapConfigError(`${name} must be true or false, not ${text}`);
}

/** The settings, or undefined when AUTH_LDAP_SERVER is not set (and LDAP is not in use). */
export function loadLdapConfig(env: NodeJS.ProcessEnv, required: boolean): LdapConfig | undefined {
  const server = env.AUTH_LDAP_SERVER?.trim();
  if (!server) {
    if (required) {
      throw new LdapConfigError(
        'AUTH_TYPE=AUTH_LDAP needs AUTH_LDAP_SERVER, e.g. ldap://ldap.example.com:389',
      );
    }
    return undefined;
  }
  if (!/^ldaps?:\/\/[^/\s]+\/?$/i.test(server)) {
    throw new LdapConfigError(
      `AUTH_LDAP_SERVER must be ldap://host[:port] or ldaps://host[:port], not ${server}`,
    );
  }
  const searchBase = env.AUTH_LDAP_SEARCH?.trim();
  if (!searchBase) {
    throw new LdapConfigError(
      'AUTH_LDAP_SERVER needs AUTH_LDAP_SEARCH, the base DN users are looked up under (e.g. ou=people,dc=example,dc=com)',
    );
  }
  const useTls = parseBool('AUTH_LDAP_USE_TLS', env.AUTH_LDAP_USE_TLS);
  if (useTls && server.toLowerCase().startsWith('ldaps:')) {
    throw new LdapConfigError(
      'AUTH_LDAP_USE_TLS (StartTLS) is for ldap:// servers; an ldaps:// server is already encrypted',
    );
  }
  const usernameFormat = env.AUTH_LDAP_USERNAME_FORMAT?.trim() ?? '';
  if (usernameFormat && !isUsernameFormat(usernameFormat)) {
    throw new LdapConfigError(
      `AUTH_LDAP_USERNAME_FORMAT must contain %s once (where the username goes) and no other % than %%, e.g. uid=%s,ou=people,dc=example,dc=com; not ${usernameFormat}`,
    );
  }
  const field = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    server: server.replace(/\/$/, ''),
    searchBase,
    uidField: field('AUTH_LDAP_UID_FIELD', 'uid'),
    bindUser: env.AUTH_LDAP_BIND_USER?.trim() ?? '',
    bindPassword: env.AUTH_LDAP_BIND_PASSWORD ?? '',
    useTls,
    allowSelfSigned: parseBool('AUTH_LDAP_ALLOW_SELF_SIGNED', env.AUTH_LDAP_ALLOW_SELF_SIGNED),
    caCertFile: env.AUTH_LDAP_TLS_CACERTFILE?.trim() ?? '',
    firstNameField: field('AUTH_LDAP_FIRSTNAME_FIELD', 'givenName'),
    lastNameField: field('AUTH_LDAP_LASTNAME_FIELD', 'sn'),
    emailField: field('AUTH_LDAP_EMAIL_FIELD', 'mail'),
    groupField: field('AUTH_LDAP_GROUP_FIELD', 'memberOf'),
    usernameFormat,
    appendDomain: env.AUTH_LDAP_APPEND_DOMAIN?.trim().replace(/^@/, '') ?? '',
  };
}
