import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { earlyAwareFetch, startEarlyFetch, takeEarlyResponse } from './earlyFetch';

const ORIGIN = 'http://panorama.test';

describe('early responses', () => {
  let fetchMock: Mock<typeof fetch>;

  beforeEach(() => {
    let served = 0;
    fetchMock = vi.fn(() => {
      served += 1;
      return Promise.resolve(new Response(JSON.stringify({ served })));
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { location: { href: `${ORIGIN}/dashboard/7/`, origin: ORIGIN } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the page’s GET of the same path with the early response, once', async () => {
    startEarlyFetch('/api/v1/dashboard/7/charts');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });

    const first = await earlyAwareFetch(new Request(`${ORIGIN}/api/v1/dashboard/7/charts`));
    expect(await first.json()).toEqual({ served: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A second read (a refetch) goes to the server.
    const second = await earlyAwareFetch(new Request(`${ORIGIN}/api/v1/dashboard/7/charts`));
    expect(await second.json()).toEqual({ served: 2 });
  });

  it('leaves other paths, other methods and query strings to the network', async () => {
    startEarlyFetch('/api/v1/dashboard/7');
    await earlyAwareFetch(new Request(`${ORIGIN}/api/v1/dashboard/7?x=1`));
    await earlyAwareFetch(new Request(`${ORIGIN}/api/v1/dashboard/7`, { method: 'PUT' }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Still waiting for the matching GET.
    expect(takeEarlyResponse('/api/v1/dashboard/7')).toBeDefined();
  });

  it('starts each path once and drops a response that waited too long', () => {
    startEarlyFetch('/api/v1/dashboard/8');
    startEarlyFetch('/api/v1/dashboard/8');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyResponse('/api/v1/dashboard/8', Date.now() + 60_000)).toBeUndefined();
    expect(takeEarlyResponse('/api/v1/dashboard/8')).toBeUndefined();
  });

  it('hands a copy of a successful body to onBody, and the page still reads the response', async () => {
    const bodies: unknown[] = [];
    startEarlyFetch('/api/v1/dashboard/9/charts', (body) => bodies.push(body));
    const response = await earlyAwareFetch(new Request(`${ORIGIN}/api/v1/dashboard/9/charts`));
    expect(await response.json()).toEqual({ served: 1 });
    await vi.waitFor(() => expect(bodies).toEqual([{ served: 1 }]));
  });

  it('does not call onBody for a failed read', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(new Response('{"message":"Forbidden"}', { status: 403 })),
    );
    const onBody = vi.fn();
    startEarlyFetch('/api/v1/dashboard/10/charts', onBody);
    const response = await earlyAwareFetch(new Request(`${ORIGIN}/api/v1/dashboard/10/charts`));
    expect(response.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onBody).not.toHaveBeenCalled();
  });
});
