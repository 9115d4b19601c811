/**
 * Signing in with an OpenID Connect provider, end to end over HTTP: a real provider
 * (oidc-provider) on loopback, the app listening on another port, and a cookie-keeping client
 * following every redirect and filling in the provider's login form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';
import { freePort } from '../support/free-port';
import { startTestOidcProvider, type TestOidcProvider } from '../support/oidc-test-provider';
import {
  browserFetch,
  signInFailureShown,
  signInWithProvider,
  type CookieJar,
} from '../support/oauth-browser';

const PROVIDER = 'keycloak';

interface OAuthApp {
  t: TestApp;
  base: string;
}

let provider: TestOidcProvider;
let sqlite: StoreVariant;
const ports: number[] = [];

async function startApp(env: Record<string, string>, port: number): Promise<OAuthApp> {
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp(sqlite, {
    BASE_URL: base,
    AUTH_TYPE: 'AUTH_OAUTH',
    OAUTH_PROVIDERS: JSON.stringify([provider.providerConfig(PROVIDER, 'fa-key'), manualConfig()]),
    AUTH_USER_REGISTRATION: 'true',
    AUTH_USER_REGISTRATION_ROLE: 'Gamma',
    AUTH_ROLES_MAPPING: JSON.stringify({ analysts: ['Alpha'], sql: ['sql_lab'] }),
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, base };
}

/** The same provider described endpoint by endpoint, as for one without a discovery document. */
function manualConfig() {
  return {
    name: 'manual',
    icon: 'fa-key',
    remote_app: {
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      authorize_url: `${provider.issuer}/auth`,
      access_token_url: `${provider.issuer}/token`,
      userinfo_endpoint: `${provider.issuer}/me`,
      jwks_uri: `${provider.issuer}/jwks`,
      client_kwargs: { scope: 'openid email profile groups' },
    },
  };
}

async function me(app: OAuthApp, jar: CookieJar) {
  const response = await browserFetch(jar, new URL('/api/v1/me/roles/', app.base));
  if (response.status !== 200) return null;
  const body = (await response.json()) as {
    result: { username: string; email: string; roles: Record<string, unknown> };
  };
  return { ...body.result, roles: Object.keys(body.result.roles).sort() };
}

/** Admin API headers without a password login (which AUTH_DB_LOGIN_FOR_ADMINS=false turns off). */
async function adminHeaders(app: OAuthApp): Promise<Record<string, string>> {
  const admin = await userNamed(app, 'admin');
  const tokens = await app.t.container.sessions.startApiSession(admin!.id, false);
  return { authorization: `Bearer ${tokens.access_token}` };
}

/** The action log's entries of one action under one username, as an admin lists them. */
async function auditEntries(app: OAuthApp, action: string, username: string) {
  const q = rison.encode({
    filters: [
      { col: 'action', opr: 'eq', value: action },
      { col: 'username', opr: 'eq', value: username },
    ],
  });
  const res = await app.t.get(`/api/v1/log/?q=${encodeURIComponent(q)}`, await adminHeaders(app));
  return (res.json() as { result: { user_id: number | null; json: string }[] }).result;
}

async function userNamed(app: OAuthApp, username: string) {
  return app.t.container.securityRepo.findUserByUsername(username);
}

beforeAll(async () => {
  sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;
  for (let i = 0; i < 3; i += 1) ports.push(await freePort());
  provider = await startTestOidcProvider({
    redirectUris: ports.flatMap((port) =>
      [PROVIDER, 'manual'].map((name) => `http://127.0.0.1:${port}/oauth-authorized/${name}`),
    ),
    accounts: {
      alice: {
        password: 'alice-pw',
        email: 'alice@example.com',
        name: 'Alice Liddell',
        groups: ['analysts', 'unmapped'],
      },
      bob: { password: 'bob-pw', email: 'bob@example.com', name: 'Bob Builder', groups: [] },
    },
  });
});

afterAll(async () => {
  await provider?.close();
});

describe('sign-in with an identity provider, registration and role sync on', () => {
  let app: OAuthApp;
  beforeAll(async () => {
    app = await startApp({ AUTH_ROLES_SYNC_AT_LOGIN: 'true' }, ports[0] as number);
  });
  afterAll(async () => {
    provider.tamper = null;
    await app?.t.dispose();
  });

  it('lists the provider for the login page and keeps password sign-in for admins', async () => {
    const options = await app.t.get('/api/v1/security/login_options/');
    expect(options.json()).toEqual({
      result: {
        auth_type: 'AUTH_OAUTH',
        password_login: 'admins',
        providers: [
          { name: PROVIDER, icon: 'fa-key', login_url: `/login/${PROVIDER}` },
          { name: 'manual', icon: 'fa-key', login_url: '/login/manual' },
        ],
        sign_in_failure: null,
      },
    });
  });

  it('creates the user on first sign-in with the mapped and registration roles, then re-syncs them', async () => {
    const first = await signInWithProvider({
      appBase: app.base,
      provider: PROVIDER,
      login: 'alice',
      password: 'alice-pw',
      next: '/dashboard/list/',
    });
    expect(first.callback.status).toBe(302);
    expect(first.callback.headers.get('location')).toBe('/dashboard/list/');
    expect(await me(app, first.jar)).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      roles: ['Alpha', 'Gamma'],
    });
    const stored = await userNamed(app, 'alice');
    expect(stored).toMatchObject({
      first_name: 'Alice',
      last_name: 'Liddell',
      password_hash: null,
    });
    const signIns = await auditEntries(app, 'login', 'alice');
    expect(signIns).toHaveLength(1);
    expect(signIns[0]!.user_id).toBe(stored!.id);
    expect(JSON.parse(signIns[0]!.json)).toEqual({ method: 'oauth', provider: PROVIDER });

    provider.accounts.set('alice', { ...provider.accounts.get('alice')!, groups: ['sql'] });
    const second = await signInWithProvider({
      appBase: app.base,
      provider: PROVIDER,
      login: 'alice',
      password: 'alice-pw',
    });
    expect(second.callback.headers.get('location')).toBe('/');
    expect(await me(app, second.jar)).toMatchObject({ roles: ['Gamma', 'sql_lab'] });
    // The session opened under the old roles ended with the change.
    expect(await me(app, first.jar)).toBeNull();
  });

  it('works with a provider given endpoint by endpoint, without discovery', async () => {
    const result = await signInWithProvider({
      appBase: app.base,
      provider: 'manual',
      login: 'alice',
      password: 'alice-pw',
    });
    expect(result.callback.status).toBe(302);
    expect(await me(app, result.jar)).toMatchObject({ username: 'alice' });
  });

  it('never sends the user to another site after signing in', async () => {
    const result = await signInWithProvider({
      appBase: app.base,
      provider: PROVIDER,
      login: 'alice',
      password: 'alice-pw',
      next: 'https://evil.example/steal',
    });
    expect(result.callback.headers.get('location')).toBe('/');
  });

  it('refuses password sign-in to users who are not admins', async () => {
    await app.t.post('/api/v1/security/users/', await app.t.adminHeaders(), {
      username: 'carol',
      first_name: 'Carol',
      last_name: 'Local',
      email: 'carol@example.com',
      password: 'carol-password-1',
      roles: [(await app.t.container.securityRepo.findRoleByName('Gamma'))!.id],
    });
    const carol = await app.t.post(
      '/login/',
      {},
      { username: 'carol', password: 'carol-password-1' },
    );
    expect(carol.statusCode).toBe(401);
    expect(carol.json()).toEqual({
      message: 'Password sign-in is off here. Please sign in with your identity provider.',
    });
    const admin = await app.t.post(
      '/login/',
      {},
      { username: 'admin', password: 'admin-password-1' },
    );
    expect(admin.statusCode).toBe(200);
  });

  const refusals: {
    name: string;
    reason: RegExp;
    /** The answer came without the browser's sign-in, so where it was going is not known. */
    nextLost?: true;
    options?: Partial<Parameters<typeof signInWithProvider>[0]>;
    tamper?: TestOidcProvider['tamper'];
  }[] = [
    {
      name: 'the user declining at the provider',
      reason: /did not sign you in \(access_denied: End-User aborted interaction\)\.$/,
      options: {
        tamperCallback: (url) => {
          url.searchParams.delete('code');
          url.searchParams.set('error', 'access_denied');
          url.searchParams.set('error_description', 'End-User aborted interaction');
        },
      },
    },
    {
      name: 'a changed state',
      reason: /state does not match/,
      options: { tamperCallback: (url) => url.searchParams.set('state', 'forged') },
    },
    {
      name: 'a missing state',
      reason: /state does not match/,
      options: { tamperCallback: (url) => url.searchParams.delete('state') },
    },
    {
      name: 'an answer without the sign-in this browser started',
      reason: /expired or was started in another browser/,
      nextLost: true,
      options: { beforeCallback: (jar) => jar.delete('127.0.0.1', 'oauth_flow') },
    },
    {
      name: 'a nonce that is not the one sent',
      reason: /nonce/,
      options: { tamperAuthorization: (url) => url.searchParams.set('nonce', 'forged-nonce') },
    },
    {
      name: 'a PKCE challenge that is not the app’s',
      reason: /refused the sign-in \(invalid_grant/,
      options: {
        tamperAuthorization: (url) =>
          url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
      },
    },
    {
      name: 'an ID token for another client',
      reason: /\(audience\) claim value/,
      tamper: { kind: 'claims', claims: { aud: 'another-client' } },
    },
    {
      name: 'an expired ID token',
      reason: /expiration is past current timestamp/,
      tamper: {
        kind: 'claims',
        claims: {
          exp: Math.floor(Date.now() / 1000) - 3600,
          iat: Math.floor(Date.now() / 1000) - 7200,
        },
      },
    },
    {
      name: 'an ID token from another issuer',
      reason: /\(issuer\) claim value/,
      tamper: { kind: 'claims', claims: { iss: 'http://localhost:1/' } },
    },
    {
      name: 'an ID token signed with a key the provider does not publish',
      reason: /signature/,
      tamper: { kind: 'foreign-key' },
    },
  ];

  it.each(refusals)('refuses $name on the login page, opening no session', async (c) => {
    provider.tamper = c.tamper ?? null;
    try {
      const result = await signInWithProvider({
        appBase: app.base,
        provider: PROVIDER,
        login: 'bob',
        password: 'bob-pw',
        next: '/chart/list/',
        ...c.options,
      });
      expect(result.callback.status).toBe(302);
      expect(result.callback.headers.get('location')).toBe(
        c.nextLost ? '/login/' : '/login/?next=%2Fchart%2Flist%2F',
      );
      const shown = await signInFailureShown(result.jar, app.base);
      expect(shown?.provider).toBe(PROVIDER);
      expect(shown?.reason).toMatch(c.reason);
      expect(Object.keys(shown ?? {}).sort()).toEqual(['provider', 'reason']);
      expect(shown?.reason).not.toContain(provider.clientSecret);
      // Said once: the next login page has nothing to say.
      expect(await signInFailureShown(result.jar, app.base)).toBeNull();
      expect(result.jar.get('127.0.0.1', 'session')).toBeUndefined();
      expect(await me(app, result.jar)).toBeNull();
      expect(await userNamed(app, 'bob')).toBeUndefined();
    } finally {
      provider.tamper = null;
    }
  });

  it('says so on the login page for a provider it does not know, without echoing the name', async () => {
    const result = await signInWithProvider({
      appBase: app.base,
      provider: 'nope',
      login: 'bob',
      password: 'bob-pw',
    });
    expect(result.callback.status).toBe(302);
    expect(result.callback.headers.get('location')).toBe('/login/');
    const unknown = { provider: null, reason: 'There is no such identity provider here.' };
    expect(await signInFailureShown(result.jar, app.base)).toEqual(unknown);
    const callback = await browserFetch(
      result.jar,
      new URL('/oauth-authorized/nope?code=x&state=y', app.base),
    );
    expect(callback.headers.get('location')).toBe('/login/');
    expect(await signInFailureShown(result.jar, app.base)).toEqual(unknown);
  });
});

describe('sign-in with an identity provider, registration off and no role sync', () => {
  let app: OAuthApp;
  beforeAll(async () => {
    app = await startApp(
      { AUTH_USER_REGISTRATION: 'false', AUTH_DB_LOGIN_FOR_ADMINS: 'false' },
      ports[1] as number,
    );
  });
  afterAll(async () => {
    await app?.t.dispose();
  });

  it('refuses someone the app does not know, creating no one', async () => {
    const result = await signInWithProvider({
      appBase: app.base,
      provider: PROVIDER,
      login: 'bob',
      password: 'bob-pw',
    });
    expect(result.callback.headers.get('location')).toBe('/login/');
    expect(await signInFailureShown(result.jar, app.base)).toEqual({
      provider: PROVIDER,
      reason: 'There is no user bob here, and new users are not registered on sign-in.',
    });
    expect(await userNamed(app, 'bob')).toBeUndefined();
    const refused = await auditEntries(app, 'login_failed', 'bob');
    expect(refused).toHaveLength(1);
    expect(JSON.parse(refused[0]!.json)).toMatchObject({ method: 'oauth', provider: PROVIDER });
    expect(refused[0]!.json).not.toContain('bob-pw');
  });

  it('signs in a known user and leaves the roles an admin gave alone', async () => {
    const gamma = (await app.t.container.securityRepo.findRoleByName('Gamma'))!;
    const created = await app.t.post('/api/v1/security/users/', await adminHeaders(app), {
      username: 'Alice',
      first_name: 'Alice',
      last_name: 'Admin-made',
      email: 'alice@example.com',
      password: 'alice-password-1',
      roles: [gamma.id],
    });
    expect(created.statusCode).toBe(201);
    const result = await signInWithProvider({
      appBase: app.base,
      provider: PROVIDER,
      login: 'alice',
      password: 'alice-pw',
    });
    expect(result.callback.status).toBe(302);
    expect(await me(app, result.jar)).toMatchObject({ username: 'Alice', roles: ['Gamma'] });
  });

  it('turns password sign-in off, for admins too', async () => {
    const admin = await app.t.post(
      '/login/',
      {},
      { username: 'admin', password: 'admin-password-1' },
    );
    expect(admin.statusCode).toBe(401);
    const options = await app.t.get('/api/v1/security/login_options/');
    expect((options.json() as { result: { password_login: string } }).result.password_login).toBe(
      'off',
    );
  });
});
