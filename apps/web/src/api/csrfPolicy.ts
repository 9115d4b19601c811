/** Which requests carry the CSRF header, and how a CSRF rejection is recognised. */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Server paths whose writes check the token: the REST API and Superset's legacy endpoints. */
const PROTECTED_PREFIXES = ['/api/', '/datasource/', '/superset/'];

/** Other paths whose writes check the token: logging out ends the cookie's session. */
const PROTECTED_PATHS = new Set(['/logout/']);

/**
 * Whether a request must carry `X-CSRFToken`: every state-changing call to the server's API,
 * including the legacy `/datasource/` and `/superset/` endpoints, and logout. `/login/` is
 * deliberately excluded: an anonymous visitor has no session to bind a token to.
 */
export function needsCsrfToken(method: string | undefined, url: string): boolean {
  if (SAFE_METHODS.has((method ?? 'GET').toUpperCase())) return false;
  const path = url.startsWith('/') ? url : `/${url}`;
  return PROTECTED_PATHS.has(path) || PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether an error response means "your CSRF token is missing/expired/invalid" (as opposed to an
 * ordinary validation or permission error, which must not trigger a retry).
 */
export function isCsrfFailure(status: number | string, body: unknown): boolean {
  if (status !== 400 && status !== 403) return false;
  return /csrf/i.test(errorText(body));
}

function errorText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null) return '';
  const { message, msg, error, errors } = body as Record<string, unknown>;
  return [message, msg, error, errors]
    .map((part) =>
      typeof part === 'string' ? part : part === undefined ? '' : JSON.stringify(part),
    )
    .join(' ');
}
