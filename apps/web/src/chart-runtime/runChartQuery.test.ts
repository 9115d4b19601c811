import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { AppDispatch } from '../store/store';
import type { ChartPlugin } from '../visualizations/chartPluginTypes';
import { commonSlice } from '../store/commonSlice';
import { chartAdded, chartsSlice } from './chartsSlice';
import { runChartQuery } from './runChartQuery';

const formData = { datasource: '1__table', viz_type: 'deck_multi' } as QueryFormData;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runChartQuery', () => {
  it('answers a request without query objects with an empty result, sending nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = configureStore({
      reducer: { charts: chartsSlice.reducer, common: commonSlice.reducer },
    });
    store.dispatch(chartAdded({ id: 5 }));
    const plugin = {
      buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    } as unknown as ChartPlugin;
    await runChartQuery({ id: 5, formData, plugin })(
      store.dispatch as unknown as AppDispatch,
      store.getState as never,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().charts[5]).toMatchObject({
      chartStatus: 'success',
      queriesResponse: [],
    });
  });

  it('keeps the server’s structured errors of a failure for the error message registry', async () => {
    const timeout = {
      message: 'The query exceeded the 5 seconds timeout.',
      error_type: 'BACKEND_TIMEOUT_ERROR',
      level: 'error',
      extra: { timeout: 5 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: timeout.message, errors: [timeout] }, { status: 408 }),
      ),
    );
    const store = configureStore({
      reducer: { charts: chartsSlice.reducer, common: commonSlice.reducer },
    });
    store.dispatch(chartAdded({ id: 6 }));
    const plugin = {
      buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [{ columns: [] }] }),
    } as unknown as ChartPlugin;
    await runChartQuery({ id: 6, formData, plugin })(
      store.dispatch as unknown as AppDispatch,
      store.getState as never,
    );
    expect(store.getState().charts[6]).toMatchObject({
      chartStatus: 'failed',
      chartAlert: timeout.message,
      chartErrors: [timeout],
    });
  });
});

describe('runChartQuery with the browser cache (CLIENT_CACHE)', () => {
  const context = {
    datasource: { id: 1, type: 'table' },
    queries: [{ metrics: ['count'], columns: [] }],
  };
  const plugin = { buildQuery: () => structuredClone(context) } as unknown as ChartPlugin;
  const barFormData = {
    datasource: '1__table',
    viz_type: 'echarts_timeseries_bar',
  } as QueryFormData;

  function storeWith(clientCache: boolean) {
    const store = configureStore({
      reducer: { charts: chartsSlice.reducer, common: commonSlice.reducer },
      preloadedState: {
        common: {
          ...commonSlice.getInitialState(),
          featureFlags: { CLIENT_CACHE: clientCache },
        },
      },
    });
    store.dispatch(chartAdded({ id: 7 }));
    return store;
  }

  function answering() {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ result: [{ data: [{ count: 3 }], rowcount: 1 }] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  async function run(clientCache: boolean, extra: { force?: boolean; batch?: boolean } = {}) {
    const fetchMock = answering();
    const store = storeWith(clientCache);
    await runChartQuery({ id: 7, formData: barFormData, plugin, dashboardId: 4, ...extra })(
      store.dispatch as unknown as AppDispatch,
      store.getState as never,
    );
    expect(store.getState().charts[7]?.chartStatus).toBe('success');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { url: new URL(url, 'http://panorama.test'), method: init.method ?? 'GET' };
  }

  it('asks with GET and the query context in the address, so the browser can answer repeats', async () => {
    const { url, method } = await run(true, { batch: true });
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/chart/data');
    expect(JSON.parse(url.searchParams.get('form_data') ?? '')).toEqual(context);
    expect(url.searchParams.get('dashboard_id')).toBe('4');
  });

  it('posts while the feature is off, and for a forced refresh', async () => {
    expect((await run(false)).method).toBe('POST');
    const forced = await run(true, { force: true });
    expect(forced.method).toBe('POST');
    expect(forced.url.searchParams.get('force')).toBe('true');
  });
});
