/**
 * How people sign in, with Flask-AppBuilder's setting names: AUTH_TYPE, OAUTH_PROVIDERS, the
 * AUTH_LDAP_* and AUTH_REMOTE_USER_* settings, and the
 * settings every external sign-in shares (registration of unknown users, their default role, roles
 * from the identity provider's groups, and whether those roles are re-applied at each sign-in).
 */
import { z } from 'zod';
import { LdapConfigError, loadLdapConfig, type LdapConfig } from './ldap-config';
import {
  RemoteUserConfigError,
  loadRemoteUserConfig,
  type RemoteUserConfig,
} from './remote-user-config';

export type AuthType = 'AUTH_DB' | 'AUTH_LDAP' | 'AUTH_REMOTE_USER' | 'AUTH_OAUTH';

/** Flask-AppBuilder's numbers for the same methods (0, OpenID 2.0, is not offered). */
const NUMERIC_AUTH_TYPES: Record<string, AuthType> = {
  '1': 'AUTH_DB',
  '2': 'AUTH_LDAP',
  '3': 'AUTH_REMOTE_USER',
  '4': 'AUTH_OAUTH',
};

export interface OAuthProviderConfig {
  name: string;
  /** A Font Awesome style name (`fa-google`) or any label the login page shows beside the name. */
  icon: string;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect discovery document; when absent the endpoints below are given one by one. */
  serverMetadataUrl: string | undefined;
  issuer: string | undefined;
  authorizeUrl: string | undefined;
  accessTokenUrl: string | undefined;
  userinfoUrl: string | undefined;
  jwksUri: string | undefined;
  scope: string;
  usernameClaim: string;
  emailClaim: string;
  groupsClaim: string;
}

/** The settings any sign-in that does not check a local password shares (OAuth, LDAP, REMOTE_USER). */
export interface ExternalUserSettings {
  /** Create a user the first time someone unknown signs in (AUTH_USER_REGISTRATION). */
  registration: boolean;
  /** The role every registered user gets (AUTH_USER_REGISTRATION_ROLE). */
  registrationRole: string;
  /** Group name -> role names (AUTH_ROLES_MAPPING). */
  rolesMapping: Record<string, string[]>;
  /** Replace a known user's roles with the computed ones at every sign-in. */
  rolesSyncAtLogin: boolean;
}

export interface AuthConfig {
  type: AuthType;
  /** With another AUTH_TYPE: admins may still sign in with their local password. */
  dbLoginForAdmins: boolean;
  external: ExternalUserSettings;
  oauthProviders: OAuthProviderConfig[];
  /** Set when AUTH_LDAP_SERVER is (always with AUTH_TYPE=AUTH_LDAP). */
  ldap: LdapConfig | undefined;
  /** Set with AUTH_TYPE=AUTH_REMOTE_USER. */
  remoteUser: RemoteUserConfig | undefined;
}

export class AuthConfigError extends Error {}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'True', 'False'])
  .transform((v) => ['true', '1', 'yes', 'True'].includes(v));

const url = z.string().url();

const providerSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a provider name is letters, digits, "-" and "_" only'),
  icon: z.string().max(100).default(''),
  token_key: z.string().default('access_token'),
  username_claim: z.string().min(1).default('preferred_username'),
  email_claim: z.string().min(1).default('email'),
  groups_claim: z.string().min(1).default('groups'),
  remote_app: z.object({
    client_id: z.string().min(1),
    client_secret: z.string().default(''),
    server_metadata_url: url.optional(),
    issuer: url.optional(),
    authorize_url: url.optional(),
    access_token_url: url.optional(),
    api_base_url: url.optional(),
    userinfo_endpoint: url.optional(),
    jwks_uri: url.optional(),
    client_kwargs: z.object({ scope: z.string().default('openid email profile') }).default({
      scope: 'openid email profile',
    }),
  }),
});

const rolesMappingSchema = z.record(z.string(), z.array(z.string().min(1)));

function parseJson(name: string, text: string, example: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AuthConfigError(`${name} must be JSON, e.g. ${example}`);
  }
}

function problemsOf(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`).join('; ');
}

function parseProviders(text: string | undefined): OAuthProviderConfig[] {
  if (!text) return [];
  const example = '[{"name": "keycloak", "remote_app": {"client_id": "…", …}}]';
  const parsed = z.array(providerSchema).safeParse(parseJson('OAUTH_PROVIDERS', text, example));
  if (!parsed.success)
    throw new AuthConfigError(`OAUTH_PROVIDERS is not valid: ${problemsOf(parsed.error)}`);
  const names = new Set<string>();
  return parsed.data.map((p) => {
    if (names.has(p.name)) throw new AuthConfigError(`OAUTH_PROVIDERS names ${p.name} twice`);
    names.add(p.name);
    const app = p.remote_app;
    if (!app.server_metadata_url && !(app.authorize_url && app.access_token_url)) {
      throw new AuthConfigError(
        `OAUTH_PROVIDERS ${p.name}: give remote_app.server_metadata_url, or authorize_url and access_token_url`,
      );
    }
    const apiBase = app.api_base_url?.replace(/\/?$/, '/');
    return {
      name: p.name,
      icon: p.icon,
      clientId: app.client_id,
      clientSecret: app.client_secret,
      serverMetadataUrl: app.server_metadata_url,
      issuer: app.issuer,
      authorizeUrl: app.authorize_url,
      accessTokenUrl: app.access_token_url,
      // FAB reads the profile from api_base_url; a userinfo endpoint named outright wins.
      userinfoUrl:
        app.userinfo_endpoint ?? (apiBase ? new URL('userinfo', apiBase).href : undefined),
      jwksUri: app.jwks_uri,
      scope: app.client_kwargs.scope,
      usernameClaim: p.username_claim,
      emailClaim: p.email_claim,
      groupsClaim: p.groups_claim,
    };
  });
}

function parseAuthType(text: string | undefined): AuthType {
  const value = (text ?? 'AUTH_DB').trim();
  const named = NUMERIC_AUTH_TYPES[value] ?? value;
  if (!Object.values(NUMERIC_AUTH_TYPES).includes(named as AuthType)) {
    throw new AuthConfigError(
      `AUTH_TYPE must be AUTH_DB, AUTH_OAUTH, AUTH_LDAP or AUTH_REMOTE_USER (or 1, 4, 2, 3), not ${value}`,
    );
  }
  return named as AuthType;
}

function parseFlag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const parsed = flag.safeParse(text);
  if (!parsed.success) throw new AuthConfigError(`${name} must be true or false, not ${text}`);
  return parsed.data;
}

function directoryAndProxy(
  env: NodeJS.ProcessEnv,
  type: AuthType,
): Pick<AuthConfig, 'ldap' | 'remoteUser'> {
  try {
    return {
      ldap: loadLdapConfig(env, type === 'AUTH_LDAP'),
      remoteUser: loadRemoteUserConfig(env, type === 'AUTH_REMOTE_USER'),
    };
  } catch (err) {
    if (err instanceof LdapConfigError || err instanceof RemoteUserConfigError) {
      throw new AuthConfigError(err.message);
    }
    throw err;
  }
}

export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const type = parseAuthType(env.AUTH_TYPE);
  const mappingText = env.AUTH_ROLES_MAPPING || '{}';
  const mapping = rolesMappingSchema.safeParse(
    parseJson('AUTH_ROLES_MAPPING', mappingText, '{"analysts": ["Alpha"]}'),
  );
  if (!mapping.success) {
    throw new AuthConfigError(
      'AUTH_ROLES_MAPPING must map group names to lists of role names, e.g. {"analysts": ["Alpha"]}',
    );
  }
  const oauthProviders = parseProviders(env.OAUTH_PROVIDERS);
  if (type === 'AUTH_OAUTH' && oauthProviders.length === 0) {
    throw new AuthConfigError(
      'AUTH_TYPE=AUTH_OAUTH needs at least one provider in OAUTH_PROVIDERS',
    );
  }
  // The provider is told where to send users back; that address never comes from a request's
  // Host header, which the sender controls.
  if (type === 'AUTH_OAUTH' && !env.BASE_URL) {
    throw new AuthConfigError(
      'AUTH_TYPE=AUTH_OAUTH needs BASE_URL, the address users open Panorama at (e.g. https://bi.example.com)',
    );
  }
  return {
    type,
    ...directoryAndProxy(env, type),
    dbLoginForAdmins: parseFlag(env, 'AUTH_DB_LOGIN_FOR_ADMINS', true),
    external: {
      registration: parseFlag(env, 'AUTH_USER_REGISTRATION', false),
      registrationRole: env.AUTH_USER_REGISTRATION_ROLE || 'Public',
      rolesMapping: mapping.data,
      rolesSyncAtLogin: parseFlag(env, 'AUTH_ROLES_SYNC_AT_LOGIN', false),
    },
    oauthProviders,
  };
}
