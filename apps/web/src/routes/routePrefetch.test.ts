import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyResponse } from '../api/earlyFetch';
import { pageChunks } from './lazyPages';
import { prefetchRouteData } from './routePrefetch';

vi.mock('./lazyPages', () => ({
  pageChunks: { home: vi.fn(), login: vi.fn(), dashboard: vi.fn() },
}));

describe('prefetchRouteData', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    // The mocked loaders resolve to an empty module: these tests only count the requests.
    for (const load of Object.values(pageChunks)) {
      vi.mocked(load as () => Promise<unknown>)
        .mockReset()
        .mockResolvedValue({});
    }
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a dashboard’s three reads, by id or by slug', () => {
    prefetchRouteData('/dashboard/12/');
    prefetchRouteData('/dashboard/sales%20board/');
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/v1/dashboard/12',
      '/api/v1/dashboard/12/charts',
      '/api/v1/dashboard/12/datasets',
      '/api/v1/dashboard/sales%20board',
      '/api/v1/dashboard/sales%20board/charts',
      '/api/v1/dashboard/sales%20board/datasets',
    ]);
    for (const call of fetchMock.mock.calls)
      expect(takeEarlyResponse(call[0] as string)).toBeDefined();
    expect(pageChunks.dashboard).toHaveBeenCalledTimes(2);
  });

  it('requests the home and login chunks for those pages, without reads', () => {
    prefetchRouteData('/');
    prefetchRouteData('/login/');
    expect(pageChunks.home).toHaveBeenCalledTimes(1);
    expect(pageChunks.login).toHaveBeenCalledTimes(1);
    expect(pageChunks.dashboard).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts nothing for other pages, including the dashboard list and permalinks', () => {
    for (const path of ['/dashboard/list/', '/dashboard/p/abc/', '/chart/list/', '/explore/']) {
      prefetchRouteData(path);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pageChunks.dashboard).not.toHaveBeenCalled();
  });
});
