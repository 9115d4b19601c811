/**
 * The server as a component test sees it: `fetch` answered from a table of routes, each request
 * recorded as the method, path and decoded query string the component sent. Bodies are the
 * server's documented shapes; a test that cares parses them with the response schemas of
 * `@panorama/core` first, so a stub cannot drift from what the routes really answer.
 */
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  /** The path without the query string, e.g. `/api/v1/dashboard/`. */
  path: string;
  /** The decoded `q` parameter (rison), or '' when there is none. */
  q: string;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}

/** A route: the method and path it answers, and the answer (which may read the request). */
export interface StubRoute {
  method: string;
  path: string | RegExp;
  answer: (request: StubRequest) => StubAnswer;
}

/** What every page needs besides its own routes: a CSRF token for writes. */
const CSRF_ROUTE: StubRoute = {
  method: 'GET',
  path: '/api/v1/security/csrf_token/',
  answer: () => ({ body: { result: 'csrf-token' } }),
};

function matches(route: StubRoute, request: StubRequest): boolean {
  if (route.method !== request.method) return false;
  return typeof route.path === 'string'
    ? route.path === request.path
    : route.path.test(request.path);
}

/**
 * Replaces `fetch` for the rest of the test; returns the requests seen so far (a live list).
 * A request no route answers is a 404 with a message, so a missing route shows in the test's
 * failure rather than as a hang.
 */
export function stubApi(routes: readonly StubRoute[]): StubRequest[] {
  const seen: StubRequest[] = [];
  const all = [...routes, CSRF_ROUTE];
  vi.stubGlobal('fetch', async (resource: RequestInfo | URL, init?: RequestInit) => {
    const input = resource instanceof Request ? resource : new Request(resource, init);
    const url = new URL(input.url);
    const text = input.method === 'GET' ? '' : await input.text();
    const request: StubRequest = {
      method: input.method,
      path: url.pathname,
      q: url.searchParams.get('q') ?? '',
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    seen.push(request);
    const route = all.find((candidate) => matches(candidate, request));
    const answer = route?.answer(request) ?? {
      status: 404,
      body: { message: `No stub for ${request.method} ${request.path}` },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return seen;
}
