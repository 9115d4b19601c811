/**
 * A signed-in API session for seeding browser tests: logs in with `POST /login/`, keeps the
 * session cookie, and sends the CSRF token on writes, like any cookie-authenticated client.
 */
import rison from 'rison';

export interface ApiSession {
  userId: number;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body: unknown): Promise<T>;
  put<T = unknown>(path: string, body: unknown): Promise<T>;
  del<T = unknown>(path: string): Promise<T>;
  /** Raw response, for status checks. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

function cookieHeader(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (pair === undefined || index <= 0) continue;
    jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
}

export async function apiSession(
  baseUrl: string,
  username: string,
  password: string,
): Promise<ApiSession> {
  const jar = new Map<string, string>();
  const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  const raw = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookies());
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    cookieHeader(response, jar);
    return response;
  };

  const login = await raw('/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Login as ${username} failed: ${login.status}`);
  const { result: me } = (await login.json()) as { result: { id: number } };

  const tokenResponse = await raw('/api/v1/security/csrf_token/');
  const { result: token } = (await tokenResponse.json()) as { result: string };

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await raw(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'X-CSRFToken': token }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };

  return {
    userId: me.id,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    del: (path) => call('DELETE', path),
    fetch: raw,
  };
}

/** `?q=` of a list call, rison-encoded. */
export function q(value: unknown): string {
  return encodeURIComponent(rison.encode(value));
}

/** Total matching rows of `GET /api/v1/{resource}/` for the given filters, computed by the server. */
export async function listCount(
  api: ApiSession,
  resource: string,
  filters: Array<{ col: string; opr: string; value: unknown }> = [],
): Promise<number> {
  const body = await api.get<{ count: number }>(
    `/api/v1/${resource}/?q=${q({ filters, page: 0, page_size: 1 })}`,
  );
  return body.count;
}

/** The id of the first row of `GET /api/v1/{resource}/` whose `col` equals `value`, if any. */
export async function findId(
  api: ApiSession,
  resource: 'dataset' | 'database',
  col: 'table_name' | 'database_name',
  value: string,
): Promise<number | undefined> {
  const found = await api.get<{ result: Array<{ id: number }> }>(
    `/api/v1/${resource}/?q=${q({ filters: [{ col, opr: 'eq', value }] })}`,
  );
  return found.result[0]?.id;
}

/** The id of the dataset of table `tableName`, which must exist. */
export async function datasetIdOf(api: ApiSession, tableName: string): Promise<number> {
  const id = await findId(api, 'dataset', 'table_name', tableName);
  if (id === undefined) throw new Error(`Example dataset ${tableName} is missing`);
  return id;
}

/**
 * Ids of the permission pairs (`permission` on a view menu) whose view menu matches `viewMenu`
 * by `opr` (`eq`, or `ct` for a part of the name).
 */
export async function permissionViewIds(
  api: ApiSession,
  permission: string,
  opr: 'eq' | 'ct',
  viewMenu: string,
): Promise<number[]> {
  const found = await api.get<{ result: Array<{ id: number }> }>(
    `/api/v1/security/permissions-resources/?q=${q({
      filters: [
        { col: 'permission', opr: 'eq', value: permission },
        { col: 'view_menu', opr, value: viewMenu },
      ],
    })}`,
  );
  return found.result.map((p) => p.id);
}
