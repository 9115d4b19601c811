// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  GUEST_TOKEN_HEADER,
  GUEST_TOKEN_WAIT_MS,
  setGuestToken,
  withGuestToken,
} from './guestTokenFetch';

describe('guest token on the embedded page', () => {
  it('goes with every request to this server, the latest token, and never elsewhere', async () => {
    const sent = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response('{}')),
    );
    window.fetch = sent as typeof window.fetch;
    setGuestToken('first');
    await fetch('/api/v1/dashboard/1', { headers: { Accept: 'application/json' } });
    await fetch(`${window.location.origin}/api/v1/chart/data`, { method: 'POST' });
    await fetch('https://tiles.example/1/2/3.png');
    setGuestToken('refreshed');
    await fetch('/api/v1/dashboard/1/charts');

    const headerOf = (call: number) =>
      new Headers(sent.mock.calls[call]?.[1]?.headers).get(GUEST_TOKEN_HEADER);
    expect(headerOf(0)).toBe('first');
    expect(new Headers(sent.mock.calls[0]?.[1]?.headers).get('Accept')).toBe('application/json');
    expect(headerOf(1)).toBe('first');
    expect(sent.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(headerOf(2)).toBeNull();
    expect(headerOf(3)).toBe('refreshed');
  });
});

describe('a request refused because the guest token expired', () => {
  it('is sent again with the token the host sends next, once', async () => {
    const sent = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        new Response('{}', {
          status: new Headers(init?.headers).get(GUEST_TOKEN_HEADER) === 'expired' ? 401 : 200,
        }),
      ),
    );
    const guarded = withGuestToken(sent as typeof fetch);
    setGuestToken('expired');
    const answer = guarded('/api/v1/chart/data', { method: 'POST', body: '{}' });
    // The host's refresh arrives while the first answer (401) is being handled.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    setGuestToken('fresh');
    expect((await answer).status).toBe(200);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(new Headers(sent.mock.calls[1]?.[1]?.headers).get(GUEST_TOKEN_HEADER)).toBe('fresh');
    expect(sent.mock.calls[1]?.[1]?.body).toBe('{}');
  });

  it('gives the 401 back when no new token comes in time', async () => {
    vi.useFakeTimers();
    try {
      const sent = vi.fn(() => Promise.resolve(new Response('{}', { status: 401 })));
      const guarded = withGuestToken(sent as typeof fetch);
      setGuestToken('stale');
      const answer = guarded('/api/v1/dashboard/1');
      await vi.advanceTimersByTimeAsync(GUEST_TOKEN_WAIT_MS);
      expect((await answer).status).toBe(401);
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
