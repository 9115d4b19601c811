/**
 * Lazily fetched, cached CSRF token. Most page loads never write anything, so the token is only
 * requested the first time a mutating call needs it; concurrent callers share one request.
 */

/** Fetches a fresh token from the server. Injected so the cache is testable without a network. */
export type CsrfTokenFetcher = () => Promise<string>;

export class CsrfTokenCache {
  private pending: Promise<string> | null = null;

  constructor(private readonly fetchToken: CsrfTokenFetcher) {}

  /** The cached token, fetching it first if needed. A failed fetch is not cached. */
  get(): Promise<string> {
    if (this.pending === null) {
      const request = this.fetchToken();
      this.pending = request;
      request.catch(() => {
        // Only forget the failure if no newer request has replaced it meanwhile.
        if (this.pending === request) this.pending = null;
      });
    }
    return this.pending;
  }

  /** Drops the cached token, e.g. after the server rejected it or the session changed. */
  invalidate(): void {
    this.pending = null;
  }
}

export const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';

/** The real fetcher: `GET /api/v1/security/csrf_token/` → `{result: token}`. */
export async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_URL, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`CSRF token request failed with status ${response.status}`);
  const body = (await response.json()) as { result?: unknown };
  if (typeof body.result !== 'string' || body.result === '') {
    throw new Error('CSRF token response did not contain a token');
  }
  return body.result;
}

/** The app-wide cache; the session cookie is shared by the whole tab, and so is its token. */
export const csrfTokenCache = new CsrfTokenCache(fetchCsrfToken);
