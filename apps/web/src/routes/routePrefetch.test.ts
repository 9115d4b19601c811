import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { takeEarlyResponse } from '../api/earlyFetch';
import { pageChunks } from './lazyPages';
import { prefetchRouteData } from './routePrefetch';
import { preloadChartTypes } from '../visualizations/preloadChartTypes';

vi.mock('./lazyPages', () => ({
  pageChunks: { home: vi.fn(), login: vi.fn(), dashboard: vi.fn() },
}));
vi.mock('../visualizations/preloadChartTypes', () => ({ preloadChartTypes: vi.fn() }));

const BOOTSTRAP = '/api/v1/common/bootstrap_data/';

/** The paths fetched, without the bootstrap read that every page starts. */
function readsBesidesBootstrap(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls.map((call) => call[0] as string).filter((url) => url !== BOOTSTRAP);
}

describe('prefetchRouteData', () => {
  let fetchMock: Mock<typeof fetch>;

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
    expect(readsBesidesBootstrap(fetchMock)).toEqual([
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
    expect(readsBesidesBootstrap(fetchMock)).toEqual([]);
  });

  it('starts only the bootstrap read for other pages, including the dashboard list and permalinks', () => {
    for (const path of ['/dashboard/list/', '/dashboard/p/abc/', '/chart/list/', '/explore/']) {
      prefetchRouteData(path);
      expect(takeEarlyResponse(BOOTSTRAP)).toBeDefined();
    }
    expect(readsBesidesBootstrap(fetchMock)).toEqual([]);
    expect(pageChunks.dashboard).not.toHaveBeenCalled();
  });

  it('starts loading the chart types of a dashboard once its chart list is in', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        new Response(
          (url as string).endsWith('/charts')
            ? JSON.stringify({
                result: [
                  { viz_type: 'table', form_data: { viz_type: 'table' } },
                  { viz_type: 'line', form_data: { viz_type: 'echarts_timeseries_line' } },
                  { viz_type: 'pie', form_data: {} },
                  { viz_type: 'table', form_data: { viz_type: 'table' } },
                ],
              })
            : '{}',
        ),
      ),
    );
    prefetchRouteData('/dashboard/31/');
    await vi.waitFor(() =>
      expect(preloadChartTypes).toHaveBeenCalledWith(['table', 'echarts_timeseries_line', 'pie']),
    );
  });
});
