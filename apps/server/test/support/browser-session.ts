/**
 * Signing in through the real HTTP app the way clients do: a browser's session cookie (`POST
 * /login/`) with its CSRF token, and an API client's access and refresh tokens.
 */
import type { FastifyInstance } from 'fastify';

/** `session=…` from a response's Set-Cookie header(s). */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? '');
  const match = /session=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return `session=${match[1]}`;
}

export async function browserLogin(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/login/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

/** The headers of a cookie-authenticated write: the cookie and its session's CSRF token. */
export async function cookieWriteHeaders(
  app: FastifyInstance,
  cookie: string,
): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf_token/',
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`csrf token: ${res.statusCode} ${res.body}`);
  return { cookie, 'x-csrftoken': (res.json() as { result: string }).result };
}

export interface ApiTokens {
  access_token: string;
  refresh_token: string;
}

export async function apiLogin(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<ApiTokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db', refresh: true },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json();
}
