/**
 * AUTH_TYPE=AUTH_REMOTE_USER: a reverse proxy names the signed-in user in a header. Requests are
 * sent with the connection's address set as a proxy's or a stranger's would be.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { storeVariants, type StoreVariant } from '../support/test-stores';

const PROXY = '10.0.0.5';
const STRANGER = '203.0.113.9';

let sqlite: StoreVariant;

function remoteUserApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(sqlite, {
    AUTH_TYPE: 'AUTH_REMOTE_USER',
    AUTH_REMOTE_USER_HEADER: 'X-Forwarded-User',
    AUTH_REMOTE_USER_TRUSTED_PROXIES: `${PROXY}, 192.168.10.0/24`,
    AUTH_USER_REGISTRATION: 'true',
    AUTH_USER_REGISTRATION_ROLE: 'Gamma',
    AUTH_ROLES_SYNC_AT_LOGIN: 'true',
    ...env,
  });
}

interface Call {
  from: string;
  user?: string;
  header?: string;
  cookie?: string;
  method?: 'GET' | 'POST';
  url?: string;
  csrf?: string;
}

function call(
  t: TestApp,
  { from, user, header = 'x-forwarded-user', cookie, method, url, csrf }: Call,
) {
  const headers: Record<string, string> = {};
  if (csrf) headers['x-csrftoken'] = csrf;
  if (user !== undefined) headers[header] = user;
  if (cookie) headers.cookie = `session=${cookie}`;
  const options: InjectOptions = {
    method: method ?? 'GET',
    url: url ?? '/api/v1/me/roles/',
    headers,
    remoteAddress: from,
  };
  return t.app.inject(options);
}

function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === 'session')?.value;
}

function seen(res: { statusCode: number; json(): unknown }) {
  if (res.statusCode !== 200) return res.statusCode;
  const { result } = res.json() as {
    result: { username: string; email: string; roles: Record<string, unknown> };
  };
  return { username: result.username, email: result.email, roles: Object.keys(result.roles) };
}

beforeAll(async () => {
  sqlite = (await storeVariants()).find((v) => v.name === 'sqlite') as StoreVariant;
});

describe('a trusted proxy names the user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await remoteUserApp();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('registers the user and opens a normal session', async () => {
    const res = await call(t, { from: PROXY, user: 'carol' });
    expect(seen(res)).toEqual({
      username: 'carol',
      email: 'carol@email.notfound',
      roles: ['Gamma'],
    });
    const cookie = sessionCookie(res);
    expect(cookie).toBeTruthy();
    // The session alone now identifies carol, and the proxy's next request keeps it.
    expect(seen(await call(t, { from: STRANGER, cookie }))).toMatchObject({ username: 'carol' });
    const again = await call(t, { from: PROXY, user: 'CAROL', cookie });
    expect(seen(again)).toMatchObject({ username: 'carol' });
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('believes proxies in a listed range, IPv4-mapped addresses included', async () => {
    expect(seen(await call(t, { from: '192.168.10.20', user: 'dora' }))).toMatchObject({
      username: 'dora',
    });
    expect(seen(await call(t, { from: '::ffff:192.168.10.21', user: 'dora' }))).toMatchObject({
      username: 'dora',
    });
  });

  it('ignores the header from any other address', async () => {
    const res = await call(t, { from: STRANGER, user: 'admin' });
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await call(t, { from: '192.168.11.1', user: 'eve' })).toMatchObject({ statusCode: 401 });
    expect(await t.container.securityRepo.findUserByUsername('eve')).toBeUndefined();
  });

  it("switches the browser's session when the proxy names someone else", async () => {
    const carol = sessionCookie(await call(t, { from: PROXY, user: 'carol', cookie: 'stale' }));
    const switched = await call(t, { from: PROXY, user: 'frank', cookie: carol });
    expect(seen(switched)).toMatchObject({ username: 'frank' });
    // Carol's session in this browser is over, not left behind.
    expect((await call(t, { from: STRANGER, cookie: carol })).statusCode).toBe(401);
  });

  it('refuses a change sent in one user’s session while the proxy names another', async () => {
    const carol = sessionCookie(await call(t, { from: PROXY, user: 'carol' }));
    const token = await call(t, {
      from: PROXY,
      user: 'carol',
      cookie: carol,
      url: '/api/v1/security/csrf_token/',
    });
    const res = await call(t, {
      from: PROXY,
      user: 'grace',
      cookie: carol,
      method: 'POST',
      url: '/logout/',
      csrf: (token.json() as { result: string }).result,
    });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { message: string }).message).toBe(
      'The proxy now signs you in as grace; reload the page to continue as that user.',
    );
  });

  it("keeps a known user's roles, since the proxy tells no groups", async () => {
    expect(seen(await call(t, { from: PROXY, user: 'admin' }))).toMatchObject({
      username: 'admin',
      roles: ['Admin'],
    });
  });

  it('lets an API token speak for itself and keeps the admins’ password login', async () => {
    const headers = await t.loginAs('admin', ADMIN_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { ...headers, 'x-forwarded-user': 'carol' },
      remoteAddress: PROXY,
    });
    expect((res.json() as { result: { username: string } }).result.username).toBe('admin');
    const options = await t.get('/api/v1/security/login_options/');
    expect(options.json()).toMatchObject({
      result: { auth_type: 'AUTH_REMOTE_USER', password_login: 'admins' },
    });
  });
});

describe('settings of the proxy sign-in', () => {
  it('reads REMOTE_USER by default and refuses unknown users without registration', async () => {
    const t = await remoteUserApp({ AUTH_REMOTE_USER_HEADER: '', AUTH_USER_REGISTRATION: 'false' });
    try {
      expect(
        seen(await call(t, { from: PROXY, user: 'admin', header: 'remote_user' })),
      ).toMatchObject({ username: 'admin' });
      const unknown = await call(t, { from: PROXY, user: 'henry', header: 'remote_user' });
      expect(unknown.statusCode).toBe(401);
      expect((unknown.json() as { message: string }).message).toBe(
        'There is no user henry here, and new users are not registered on sign-in.',
      );
      // Another header name is just a header.
      expect((await call(t, { from: PROXY, user: 'admin' })).statusCode).toBe(401);
    } finally {
      await t.dispose();
    }
  });
});
