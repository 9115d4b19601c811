import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartPlugin } from '../visualizations/chartPluginTypes';
import { chartsSlice } from './chartsSlice';
import type { AppDispatch } from '../store/store';
import {
  annotationRequestChartId,
  runAnnotationQuery,
  type RunAnnotationQueryArgs,
} from './runAnnotationQuery';

const formData = { datasource: '1__table', viz_type: 'echarts_timeseries_line' } as QueryFormData;
const layer = { name: 'Launches', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3 };
const plugin = {
  buildQuery: (fd: QueryFormData) => ({
    datasource: { id: 1, type: 'table' },
    queries: [{ annotation_layers: fd.annotation_layers }],
  }),
} as unknown as ChartPlugin;

function newStore() {
  return configureStore({ reducer: { charts: chartsSlice.reducer } });
}

/** Runs the thunk against a store holding only the charts slice. */
function run(store: ReturnType<typeof newStore>, args: RunAnnotationQueryArgs): Promise<void> {
  return runAnnotationQuery(args)(store.dispatch as unknown as AppDispatch);
}

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('runAnnotationQuery', () => {
  it('stores the layer data and posts the query context carrying only that layer', async () => {
    const records = { columns: ['start_dttm'], records: [{ start_dttm: 1 }] };
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return respond(200, { result: [{ data: [], annotation_data: { Launches: records } }] });
    });
    const store = newStore();
    await run(store, { chartId: 7, formData, plugin, layer, savedChartId: 7 });
    const chart = store.getState().charts[7];
    expect(chart?.annotationData).toEqual({ Launches: records });
    expect(chart?.annotationQuery).toEqual({});
    expect(calls[0]?.url).toBe(
      `/api/v1/chart/data?form_data=${encodeURIComponent('{"slice_id":7}')}`,
    );
    expect(calls[0]?.body).toMatchObject({ queries: [{ annotation_layers: [layer] }] });
  });

  it("records 'Query timeout' when the query outlives its timeout, and clears the data", async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const store = newStore();
    await run(store, { chartId: 7, formData, plugin, layer, timeoutMs: 20 });
    const chart = store.getState().charts[7];
    expect(chart?.annotationError).toEqual({ Launches: 'Query timeout' });
    expect(chart?.annotationData).toEqual({});
  });

  it('aborts the previous query of the same layer without recording a failure', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      calls += 1;
      if (calls === 1) {
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      }
      return Promise.resolve(respond(200, { result: [{ annotation_data: { Launches: [2] } }] }));
    });
    const store = newStore();
    const first = run(store, { chartId: 7, formData, plugin, layer });
    const second = run(store, { chartId: 7, formData, plugin, layer });
    await Promise.all([first, second]);
    const chart = store.getState().charts[7];
    expect(chart?.annotationData).toEqual({ Launches: [2] });
    expect(chart?.annotationError).toEqual({});
  });

  it("counts an error saying 'no data' as success, and stores other errors", async () => {
    vi.stubGlobal('fetch', async () => respond(400, { message: 'There is no data here' }));
    const store = newStore();
    await run(store, { chartId: 7, formData, plugin, layer });
    expect(store.getState().charts[7]?.annotationData).toEqual({ Launches: [] });

    vi.stubGlobal('fetch', async () => respond(403, { message: 'Forbidden layer' }));
    await run(store, { chartId: 7, formData, plugin, layer });
    expect(store.getState().charts[7]?.annotationError).toEqual({ Launches: 'Forbidden layer' });
    expect(store.getState().charts[7]?.annotationData).toEqual({});
  });

  it('names the source chart in the URL for layers drawn from another chart', () => {
    expect(annotationRequestChartId({ ...layer, sourceType: 'line', value: 12 }, 7)).toBe(12);
    expect(annotationRequestChartId(layer, 7)).toBe(7);
  });
});
