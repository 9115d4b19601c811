/**
 * Sessions and tokens end server-side: logout ends the browser session, and a password change
 * (the user's own or set by an admin), a role change or a deactivation revokes every earlier
 * session and token of that user. Each check runs on two app instances sharing one store, the
 * second with its caches warmed first, so "revoked" holds in every process and not only in the
 * one that made the change.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import {
  apiLogin,
  browserLogin,
  cookieWriteHeaders,
  sessionCookie,
  type ApiTokens,
} from '../support/browser-session';

const PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

async function meStatus(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/me/', headers })).statusCode;
}

async function refreshStatus(app: FastifyInstance, refreshToken: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/security/refresh',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  return res.statusCode;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(await storeVariants())('session and token revocation on $name', (variant) => {
  const { t } = useTestApp(variant);
  let other: Awaited<ReturnType<TestApp['secondInstance']>>;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    other = await t.secondInstance();
    apps = [t.app, other.app];
  });
  afterAll(async () => {
    await other?.dispose();
  });

  /** A user signed in four ways: two browsers and an API client (access and refresh token). */
  async function signedInUser(username: string, roles = ['Gamma']) {
    const { id } = await t.createUser({ username, roles, password: PASSWORD });
    const cookie = await browserLogin(t.app, username, PASSWORD);
    const otherCookie = await browserLogin(other.app, username, PASSWORD);
    const tokens = await apiLogin(t.app, username, PASSWORD);
    // Every credential is seen (and remembered) by both instances before anything changes.
    await expectWorking({ cookie, otherCookie, tokens });
    return { id, cookie, otherCookie, tokens };
  }

  async function statuses(credentials: {
    cookie: string;
    otherCookie: string;
    tokens: ApiTokens;
  }): Promise<number[]> {
    const codes: number[] = [];
    for (const app of apps) {
      codes.push(await meStatus(app, { cookie: credentials.cookie }));
      codes.push(await meStatus(app, { cookie: credentials.otherCookie }));
      codes.push(await meStatus(app, bearer(credentials.tokens.access_token)));
    }
    return codes;
  }

  async function expectWorking(credentials: Parameters<typeof statuses>[0]) {
    expect(await statuses(credentials)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const app of apps)
      expect(await refreshStatus(app, credentials.tokens.refresh_token)).toBe(200);
  }

  async function expectRevoked(credentials: Parameters<typeof statuses>[0]) {
    expect(await statuses(credentials)).toEqual([401, 401, 401, 401, 401, 401]);
    for (const app of apps)
      expect(await refreshStatus(app, credentials.tokens.refresh_token)).toBe(401);
  }

  async function adminUpdate(id: number, payload: Record<string, unknown>) {
    const res = await t.put(`/api/v1/security/users/${id}`, await t.adminHeaders(), payload);
    expect(res.statusCode).toBe(200);
  }

  it('ends the browser session on POST /logout/ in every instance; GET /logout/ ends nothing', async () => {
    const { cookie, otherCookie } = await signedInUser('logout-user');

    // A GET can be triggered cross-site (an image, a link): it must not log anyone out.
    const get = await t.get('/logout/', { cookie });
    expect(String(get.headers['set-cookie'] ?? '')).not.toMatch(/session=;/);
    for (const app of apps) expect(await meStatus(app, { cookie })).toBe(200);

    // Logout is a cookie write: without the session's CSRF token it is refused.
    const noCsrf = await t.post('/logout/', { cookie });
    expect(noCsrf.statusCode).toBe(400);
    expect(await meStatus(t.app, { cookie })).toBe(200);

    const writeHeaders = await cookieWriteHeaders(t.app, cookie);
    const logout = await t.post('/logout/', writeHeaders);
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/session=;/);

    // The old cookie, replayed, is a stranger everywhere; the user's other browser is not.
    for (const app of apps) {
      expect(await meStatus(app, { cookie })).toBe(401);
      expect(await meStatus(app, { cookie: otherCookie })).toBe(200);
      const token = await app.inject({
        method: 'GET',
        url: '/api/v1/security/csrf_token/',
        headers: { cookie },
      });
      expect(token.statusCode).toBe(401);
      const write = await app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/',
        headers: writeHeaders,
        payload: { dashboard_title: 'after logout' },
      });
      expect(write.statusCode).toBe(401);
    }
  });

  it('revokes every earlier session and token when users change their own password', async () => {
    const credentials = await signedInUser('self-changer');
    const writeHeaders = await cookieWriteHeaders(t.app, credentials.cookie);

    const wrongCurrent = await t.put('/api/v1/me/', writeHeaders, {
      current_password: 'not-my-password',
      password: NEW_PASSWORD,
    });
    expect(wrongCurrent.statusCode).toBe(400);
    await expectWorking(credentials);

    const change = await t.put('/api/v1/me/', writeHeaders, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(change.statusCode).toBe(200);
    // The browser that made the change stays signed in, on a new session.
    const renewed = sessionCookie(change.headers['set-cookie']);
    expect(renewed).not.toBe(credentials.cookie);

    await expectRevoked(credentials);
    for (const app of apps) expect(await meStatus(app, { cookie: renewed })).toBe(200);

    const oldLogin = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'self-changer', password: PASSWORD },
    );
    expect(oldLogin.statusCode).toBe(401);
    const fresh = await apiLogin(other.app, 'self-changer', NEW_PASSWORD);
    for (const app of apps) expect(await meStatus(app, bearer(fresh.access_token))).toBe(200);
  });

  it('revokes them when an admin sets the password', async () => {
    const credentials = await signedInUser('admin-reset');
    await adminUpdate(credentials.id, { password: NEW_PASSWORD });
    await expectRevoked(credentials);
    const fresh = await apiLogin(t.app, 'admin-reset', NEW_PASSWORD);
    for (const app of apps) expect(await meStatus(app, bearer(fresh.access_token))).toBe(200);
  });

  it('revokes them on a role change, but not on an edit that changes no role', async () => {
    const credentials = await signedInUser('role-changer');
    const gamma = await t.container.securityRepo.findRoleByName('Gamma');
    const alpha = await t.container.securityRepo.findRoleByName('Alpha');

    await adminUpdate(credentials.id, { first_name: 'Renamed', roles: [gamma!.id] });
    await expectWorking(credentials);

    await adminUpdate(credentials.id, { roles: [alpha!.id] });
    await expectRevoked(credentials);
    const fresh = await apiLogin(other.app, 'role-changer', PASSWORD);
    const roles = await t.get('/api/v1/me/roles/', bearer(fresh.access_token));
    expect(Object.keys((roles.json() as { result: { roles: object } }).result.roles)).toEqual([
      'Alpha',
    ]);
  });

  it('revokes them on deactivation, and reactivation does not bring them back', async () => {
    const credentials = await signedInUser('deactivated');
    await adminUpdate(credentials.id, { active: false });
    await expectRevoked(credentials);
    await adminUpdate(credentials.id, { active: true });
    await expectRevoked(credentials);
    const fresh = await browserLogin(other.app, 'deactivated', PASSWORD);
    for (const app of apps) expect(await meStatus(app, { cookie: fresh })).toBe(200);
  });
});
