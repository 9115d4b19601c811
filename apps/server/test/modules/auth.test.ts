import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { storeVariants } from '../support/test-stores';
import { sessionCookie } from '../support/browser-session';

describe.each(await storeVariants())('authentication on $name', (variant) => {
  const { t } = useTestApp(variant);

  it('issues an access token for the right password and 401 with one message for any wrong part', async () => {
    const ok = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'admin', password: ADMIN_PASSWORD, provider: 'db', refresh: true },
    );
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as { access_token: string; refresh_token: string };
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toBeTruthy();

    const wrongPassword = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'admin', password: 'nope', provider: 'db' },
    );
    const wrongUser = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'nobody', password: 'nope', provider: 'db' },
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongUser.json());
    expect(wrongPassword.json()).toEqual({ message: 'Invalid login. Please try again.' });
  });

  it('refreshes an access token only with a refresh token', async () => {
    const login = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'admin', password: ADMIN_PASSWORD, refresh: true },
    );
    const { access_token, refresh_token } = login.json() as {
      access_token: string;
      refresh_token: string;
    };
    const refreshed = await t.post('/api/v1/security/refresh', {
      authorization: `Bearer ${refresh_token}`,
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.get('/api/v1/me/', {
      authorization: `Bearer ${(refreshed.json() as { access_token: string }).access_token}`,
    });
    expect((me.json() as { result: { username: string } }).result.username).toBe('admin');
    const withAccess = await t.post('/api/v1/security/refresh', {
      authorization: `Bearer ${access_token}`,
    });
    expect(withAccess.statusCode).toBe(401);
    // A refresh token is not an access token.
    const misuse = await t.get('/api/v1/me/', { authorization: `Bearer ${refresh_token}` });
    expect(misuse.statusCode).toBe(401);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.get('/api/v1/me/')).statusCode).toBe(401);
    expect((await t.get('/api/v1/dashboard/')).statusCode).toBe(401);
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidHlwIjoiYWNjZXNzIn0.';
    const res = await t.get('/api/v1/me/', { authorization: `Bearer ${forged}` });
    expect(res.statusCode).toBe(401);
  });

  it('logs a browser in with an httpOnly SameSite=Lax cookie and requires the CSRF token for writes', async () => {
    const login = await t.post('/login/', {}, { username: 'admin', password: ADMIN_PASSWORD });
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(login.headers['set-cookie']);

    const me = await t.get('/api/v1/me/', { cookie });
    expect(me.statusCode).toBe(200);

    const noCsrf = await t.post('/api/v1/dashboard/', { cookie }, { dashboard_title: 'x' });
    expect(noCsrf.statusCode).toBe(400);
    expect(noCsrf.json()).toEqual({ message: 'The CSRF token is missing.' });

    const csrf = await t.get('/api/v1/security/csrf_token/', { cookie });
    const token = (csrf.json() as { result: string }).result;
    const bad = await t.post(
      '/api/v1/dashboard/',
      { cookie, 'x-csrftoken': `${token}x` },
      { dashboard_title: 'x' },
    );
    expect(bad.statusCode).toBe(400);
    const good = await t.post(
      '/api/v1/dashboard/',
      { cookie, 'x-csrftoken': token },
      { dashboard_title: 'With CSRF' },
    );
    expect(good.statusCode).toBe(201);

    const logout = await t.post('/logout/', { cookie, 'x-csrftoken': token });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/session=;/);
  });

  it('reports the user, its roles and bootstrap data', async () => {
    const headers = await t.adminHeaders();
    const roles = await t.get('/api/v1/me/roles/', headers);
    const body = roles.json() as { result: { roles: Record<string, string[][]> } };
    expect(Object.keys(body.result.roles)).toEqual(['Admin']);
    expect(body.result.roles.Admin).toContainEqual(['can_write', 'Dashboard']);
    const anonymous = await t.get('/api/v1/common/bootstrap_data/');
    const boot = anonymous.json() as {
      result: { user: unknown; feature_flags: Record<string, boolean> };
    };
    expect(boot.result.user).toBeNull();
    expect(boot.result.feature_flags.DASHBOARD_NATIVE_FILTERS).toBe(true);
    expect(boot.result.feature_flags).toHaveProperty('GLOBAL_ASYNC_QUERIES', false);
  });

  it('never lets a deactivated user keep using a token', async () => {
    const { id, headers } = await t.createUser({ username: 'leaver', roles: ['Gamma'] });
    expect((await t.get('/api/v1/me/', headers)).statusCode).toBe(200);
    const deactivate = await t.put(`/api/v1/security/users/${id}`, await t.adminHeaders(), {
      active: false,
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await t.get('/api/v1/me/', headers)).statusCode).toBe(401);
    const relogin = await t.post(
      '/api/v1/security/login',
      {},
      { username: 'leaver', password: 'user-password-1' },
    );
    expect(relogin.statusCode).toBe(401);
  });
});

describe('login rate limit', async () => {
  const [sqlite] = await storeVariants();
  it('answers 429 after too many attempts in a minute', async () => {
    const t = await createTestApp(sqlite!, { LOGIN_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.post(
          '/api/v1/security/login',
          {},
          { username: 'admin', password: 'wrong' },
        );
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codes.slice(5)).toEqual([429, 429]);
      const stored = await t.container.store.db
        .selectFrom('users')
        .select('fail_login_count')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(Number(stored.fail_login_count)).toBe(5);
    } finally {
      await t.dispose();
    }
  });
});
