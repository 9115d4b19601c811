import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpired } from '../store/authEvents';
import { CSRF_HEADER, createBaseQuery } from './baseQuery';
import { CsrfTokenCache } from './csrfTokenCache';

interface Seen {
  method: string;
  path: string;
  csrf: string | null;
}

/** Stubs fetch with canned responses, in order, recording what was sent. */
function stubFetch(responses: Array<{ status: number; body: unknown }>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    seen.push({
      method: input.method,
      path: new URL(input.url).pathname,
      csrf: input.headers.get(CSRF_HEADER),
    });
    const next = responses.shift();
    if (next === undefined) throw new Error(`Unexpected request ${input.method} ${input.url}`);
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

function fakeApi(dispatched: UnknownAction[]): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (action: UnknownAction) => {
      dispatched.push(action);
      return action;
    },
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'mutation',
  } as unknown as BaseQueryApi;
}

function tokens(...values: string[]) {
  let calls = 0;
  const cache = new CsrfTokenCache(async () => values[Math.min(calls++, values.length - 1)] ?? '');
  return { cache, calls: () => calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('baseQuery', () => {
  it('sends reads without a CSRF token and never fetches one', async () => {
    const seen = stubFetch([{ status: 200, body: { result: [] } }]);
    const csrf = tokens('t1');
    const query = createBaseQuery({ baseUrl: 'http://panorama.test/', csrfTokens: csrf.cache });
    const result = await query('/api/v1/dataset/', fakeApi([]), {});
    expect(result.data).toEqual({ result: [] });
    expect(seen).toEqual([{ method: 'GET', path: '/api/v1/dataset/', csrf: null }]);
    expect(csrf.calls()).toBe(0);
  });

  it('adds the cached token to writes', async () => {
    const seen = stubFetch([
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    const csrf = tokens('t1');
    const query = createBaseQuery({ baseUrl: 'http://panorama.test/', csrfTokens: csrf.cache });
    await query({ url: '/api/v1/chart/', method: 'POST', body: { a: 1 } }, fakeApi([]), {});
    await query({ url: '/api/v1/chart/1', method: 'DELETE' }, fakeApi([]), {});
    expect(seen.map((s) => s.csrf)).toEqual(['t1', 't1']);
    expect(csrf.calls()).toBe(1);
  });

  it('refreshes the token and retries once after a CSRF rejection', async () => {
    const seen = stubFetch([
      { status: 400, body: { message: 'The CSRF token is invalid.' } },
      { status: 201, body: { id: 7 } },
    ]);
    const csrf = tokens('stale', 'fresh');
    const query = createBaseQuery({ baseUrl: 'http://panorama.test/', csrfTokens: csrf.cache });
    const result = await query(
      { url: '/api/v1/chart/', method: 'POST', body: {} },
      fakeApi([]),
      {},
    );
    expect(result.data).toEqual({ id: 7 });
    expect(seen.map((s) => s.csrf)).toEqual(['stale', 'fresh']);
  });

  it('gives up after one retry', async () => {
    const seen = stubFetch([
      { status: 400, body: { message: 'The CSRF token is missing.' } },
      { status: 400, body: { message: 'The CSRF token is missing.' } },
    ]);
    const query = createBaseQuery({
      baseUrl: 'http://panorama.test/',
      csrfTokens: tokens('a', 'b').cache,
    });
    const result = await query(
      { url: '/api/v1/chart/', method: 'POST', body: {} },
      fakeApi([]),
      {},
    );
    expect(result.error?.status).toBe(400);
    expect(seen).toHaveLength(2);
  });

  it('does not retry ordinary validation errors', async () => {
    const seen = stubFetch([{ status: 400, body: { message: { slice_name: ['Missing data'] } } }]);
    const query = createBaseQuery({
      baseUrl: 'http://panorama.test/',
      csrfTokens: tokens('a').cache,
    });
    await query({ url: '/api/v1/chart/', method: 'POST', body: {} }, fakeApi([]), {});
    expect(seen).toHaveLength(1);
  });

  it('posts the login form without a token', async () => {
    const seen = stubFetch([
      { status: 401, body: { message: 'Invalid login. Please try again.' } },
    ]);
    const dispatched: UnknownAction[] = [];
    const csrf = tokens('t1');
    const query = createBaseQuery({ baseUrl: 'http://panorama.test/', csrfTokens: csrf.cache });
    const result = await query(
      { url: '/login/', method: 'POST', body: {} },
      fakeApi(dispatched),
      {},
    );
    expect(result.error).toMatchObject({
      status: 401,
      data: { message: 'Invalid login. Please try again.' },
    });
    expect(seen[0]?.csrf).toBeNull();
    expect(csrf.calls()).toBe(0);
    // A failed login is not an expired session.
    expect(dispatched).toEqual([]);
  });

  it('announces an expired session when the API answers 401', async () => {
    stubFetch([{ status: 401, body: { message: 'Not authenticated' } }]);
    const dispatched: UnknownAction[] = [];
    const query = createBaseQuery({
      baseUrl: 'http://panorama.test/',
      csrfTokens: tokens('a').cache,
    });
    await query('/api/v1/me/', fakeApi(dispatched), {});
    expect(dispatched.map((a) => a.type)).toEqual([sessionExpired.type]);
  });
});
