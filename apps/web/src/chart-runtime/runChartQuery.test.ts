import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { AppDispatch } from '../store/store';
import type { ChartPlugin } from '../visualizations/chartPluginTypes';
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
    const store = configureStore({ reducer: { charts: chartsSlice.reducer } });
    store.dispatch(chartAdded({ id: 5 }));
    const plugin = {
      buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
    } as unknown as ChartPlugin;
    await runChartQuery({ id: 5, formData, plugin })(store.dispatch as unknown as AppDispatch);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().charts[5]).toMatchObject({
      chartStatus: 'success',
      queriesResponse: [],
    });
  });
});
