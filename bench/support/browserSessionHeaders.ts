/**
 * The headers a signed-in browser tab sends with every API call: its session cookie (set by
 * `POST /login/`) and the CSRF token cookie-authenticated writes need. For load generators that
 * send fixed headers (autocannon); the e2e `apiSession` keeps its cookie jar to itself.
 */
export async function browserSessionHeaders(
  baseUrl: string,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Login as ${username} failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair.includes('='))
    .join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/v1/security/csrf_token/`, {
    headers: { cookie },
  });
  if (!tokenResponse.ok) throw new Error(`CSRF token request failed: ${tokenResponse.status}`);
  const { result: token } = (await tokenResponse.json()) as { result: string };
  return { cookie, 'x-csrftoken': token, accept: 'application/json' };
}
