import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthConfigError, loadAuthConfig } from './auth-config';

const keycloak = {
  name: 'keycloak',
  icon: 'fa-key',
  token_key: 'access_token',
  remote_app: {
    client_id: 'panorama',
    client_secret: 'secret',
    server_metadata_url: 'https://sso.example.com/realms/acme/.well-known/openid-configuration',
    client_kwargs: { scope: 'openid email profile groups' },
  },
};

describe('sign-in settings', () => {
  it('defaults to password sign-in with Flask-AppBuilder defaults for external users', () => {
    expect(loadAuthConfig({})).toEqual({
      type: 'AUTH_DB',
      dbLoginForAdmins: true,
      external: {
        registration: false,
        registrationRole: 'Public',
        rolesMapping: {},
        rolesSyncAtLogin: false,
      },
      oauthProviders: [],
    });
  });

  it('reads OAuth providers, their claims and the role settings; numeric AUTH_TYPE too', () => {
    const config = loadAuthConfig({
      AUTH_TYPE: '4',
      BASE_URL: 'https://bi.example.com',
      OAUTH_PROVIDERS: JSON.stringify([
        keycloak,
        {
          name: 'github',
          icon: 'fa-github',
          username_claim: 'login',
          groups_claim: 'teams',
          remote_app: {
            client_id: 'gh',
            client_secret: 'gh-secret',
            authorize_url: 'https://github.com/login/oauth/authorize',
            access_token_url: 'https://github.com/login/oauth/access_token',
            api_base_url: 'https://api.github.com/',
            client_kwargs: { scope: 'read:user user:email' },
          },
        },
      ]),
      AUTH_USER_REGISTRATION: 'True',
      AUTH_USER_REGISTRATION_ROLE: 'Gamma',
      AUTH_ROLES_MAPPING: '{"analysts": ["Alpha", "sql_lab"]}',
      AUTH_ROLES_SYNC_AT_LOGIN: 'true',
      AUTH_DB_LOGIN_FOR_ADMINS: 'false',
    });
    expect(config.type).toBe('AUTH_OAUTH');
    expect(config.dbLoginForAdmins).toBe(false);
    expect(config.external).toEqual({
      registration: true,
      registrationRole: 'Gamma',
      rolesMapping: { analysts: ['Alpha', 'sql_lab'] },
      rolesSyncAtLogin: true,
    });
    expect(config.oauthProviders[0]).toMatchObject({
      name: 'keycloak',
      usernameClaim: 'preferred_username',
      emailClaim: 'email',
      groupsClaim: 'groups',
      scope: 'openid email profile groups',
    });
    expect(config.oauthProviders[1]).toMatchObject({
      name: 'github',
      usernameClaim: 'login',
      groupsClaim: 'teams',
      userinfoUrl: 'https://api.github.com/userinfo',
    });
  });

  it.each([
    [{ AUTH_TYPE: 'AUTH_OAUTH' }, /needs at least one provider/],
    [
      { AUTH_TYPE: 'AUTH_OAUTH', OAUTH_PROVIDERS: JSON.stringify([keycloak]) },
      /needs BASE_URL, the address users open Panorama at/,
    ],
    [{ AUTH_TYPE: 'OAUTH' }, /AUTH_TYPE must be AUTH_DB, AUTH_OAUTH/],
    [{ AUTH_TYPE: 'AUTH_LDAP' }, /AUTH_TYPE=AUTH_LDAP needs AUTH_LDAP_SERVER/],
    [{ AUTH_TYPE: '2', AUTH_LDAP_SERVER: 'ldap://ldap' }, /needs AUTH_LDAP_SEARCH/],
    [
      { AUTH_LDAP_SERVER: 'http://ldap', AUTH_LDAP_SEARCH: 'dc=x' },
      /AUTH_LDAP_SERVER must be ldap:\/\/host/,
    ],
    [
      { AUTH_LDAP_SERVER: 'ldaps://ldap', AUTH_LDAP_SEARCH: 'dc=x', AUTH_LDAP_USE_TLS: 'true' },
      /StartTLS\) is for ldap:\/\/ servers/,
    ],
    [
      {
        AUTH_LDAP_SERVER: 'ldap://ldap',
        AUTH_LDAP_SEARCH: 'dc=x',
        AUTH_LDAP_USERNAME_FORMAT: 'uid=x',
      },
      /AUTH_LDAP_USERNAME_FORMAT must contain %s once/,
    ],
    [
      {
        AUTH_LDAP_SERVER: 'ldap://ldap',
        AUTH_LDAP_SEARCH: 'dc=x',
        AUTH_LDAP_USERNAME_FORMAT: 'uid=%s,cn=%s',
      },
      /AUTH_LDAP_USERNAME_FORMAT must contain %s once/,
    ],
    [
      {
        AUTH_LDAP_SERVER: 'ldap://ldap',
        AUTH_LDAP_SEARCH: 'dc=x',
        AUTH_LDAP_USERNAME_FORMAT: '%d',
      },
      /AUTH_LDAP_USERNAME_FORMAT must contain %s once/,
    ],
    [{ AUTH_TYPE: 'AUTH_REMOTE_USER' }, /needs AUTH_REMOTE_USER_TRUSTED_PROXIES/],
    [
      { AUTH_TYPE: 'AUTH_REMOTE_USER', AUTH_REMOTE_USER_TRUSTED_PROXIES: '10.0.0.0/33' },
      /prefix length outside 0-32/,
    ],
    [
      { AUTH_TYPE: 'AUTH_REMOTE_USER', AUTH_REMOTE_USER_TRUSTED_PROXIES: 'proxy.local' },
      /proxy.local is not an IP address/,
    ],
    [{ OAUTH_PROVIDERS: '[{name: "x"}]' }, /OAUTH_PROVIDERS must be JSON/],
    [{ OAUTH_PROVIDERS: '[{"name": "x", "remote_app": {}}]' }, /remote_app.client_id/],
    [
      { OAUTH_PROVIDERS: JSON.stringify([{ ...keycloak, remote_app: { client_id: 'a' } }]) },
      /server_metadata_url, or authorize_url and access_token_url/,
    ],
    [{ OAUTH_PROVIDERS: JSON.stringify([keycloak, keycloak]) }, /names keycloak twice/],
    [{ AUTH_ROLES_MAPPING: '{"analysts": "Alpha"}' }, /AUTH_ROLES_MAPPING must map group names/],
    [{ AUTH_USER_REGISTRATION: 'maybe' }, /AUTH_USER_REGISTRATION must be true or false/],
  ])('refuses %j', (env, message) => {
    expect(() => loadAuthConfig(env)).toThrow(AuthConfigError);
    expect(() => loadAuthConfig(env)).toThrow(message);
  });

  it('reads LDAP settings with Flask-AppBuilder defaults', () => {
    const config = loadAuthConfig({
      AUTH_TYPE: 'AUTH_LDAP',
      AUTH_LDAP_SERVER: 'ldap://ldap.example.com/',
      AUTH_LDAP_SEARCH: 'ou=people,dc=example,dc=com',
    });
    expect(config.ldap).toEqual({
      server: 'ldap://ldap.example.com',
      searchBase: 'ou=people,dc=example,dc=com',
      uidField: 'uid',
      bindUser: '',
      bindPassword: '',
      useTls: false,
      allowSelfSigned: false,
      caCertFile: '',
      firstNameField: 'givenName',
      lastNameField: 'sn',
      emailField: 'mail',
      groupField: 'memberOf',
      usernameFormat: '',
      appendDomain: '',
    });
  });

  it('trusts the REMOTE_USER header only from the listed proxies', () => {
    const { remoteUser } = loadAuthConfig({
      AUTH_TYPE: 'AUTH_REMOTE_USER',
      AUTH_REMOTE_USER_HEADER: 'X-Forwarded-User',
      AUTH_REMOTE_USER_TRUSTED_PROXIES: '10.0.0.5, 192.168.1.0/24 fd00::/8',
    });
    expect(remoteUser?.header).toBe('x-forwarded-user');
    expect(remoteUser?.isTrusted('10.0.0.5')).toBe(true);
    expect(remoteUser?.isTrusted('::ffff:192.168.1.77')).toBe(true);
    expect(remoteUser?.isTrusted('fd00::1')).toBe(true);
    expect(remoteUser?.isTrusted('10.0.0.6')).toBe(false);
    expect(remoteUser?.isTrusted('192.168.2.1')).toBe(false);
    expect(remoteUser?.isTrusted(undefined)).toBe(false);
  });

  it('accepts the LDAP, direct-bind LDAP and proxy examples in the README as written', () => {
    const readme = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../README.md'),
      'utf8',
    );
    const section = readme.slice(readme.indexOf('## Sign in with your identity provider'));
    const configs = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].slice(1, 4).map((block) => {
      const env: Record<string, string> = {};
      for (const m of (block[1] as string).matchAll(/^([A-Z_]+)=('([^']*)'|\S+)/gm)) {
        env[m[1] as string] = m[3] ?? (m[2] as string);
      }
      return loadAuthConfig(env);
    });
    expect(configs.map((c) => c.type)).toEqual(['AUTH_LDAP', 'AUTH_LDAP', 'AUTH_REMOTE_USER']);
    expect(configs[0]?.ldap).toMatchObject({
      useTls: true,
      bindUser: 'cn=panorama,ou=services,dc=example,dc=com',
    });
    expect(configs[1]?.ldap).toMatchObject({
      bindUser: '',
      usernameFormat: 'uid=%s,ou=people,dc=example,dc=com',
    });
    expect(configs[2]?.remoteUser?.header).toBe('x-forwarded-user');
  });

  it('accepts the example in the README as written', () => {
    const readme = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../README.md'),
      'utf8',
    );
    const section = readme.slice(readme.indexOf('## Sign in with your identity provider'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const env: Record<string, string> = {};
    for (const m of block.matchAll(/^([A-Z_]+)=('([^']*)'|\S+)/gm)) {
      env[m[1] as string] = m[3] ?? (m[2] as string);
    }
    const config = loadAuthConfig(env);
    expect(config.type).toBe('AUTH_OAUTH');
    expect(config.oauthProviders.map((p) => p.name)).toEqual(['keycloak']);
    expect(config.external.rolesMapping).toEqual({
      'bi-analysts': ['Alpha'],
      'bi-admins': ['Admin'],
    });
  });
});
