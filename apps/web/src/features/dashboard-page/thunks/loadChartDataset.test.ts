import { describe, expect, it, vi } from 'vitest';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { testDatasource } from '../../../testing/testDatasource';
import { dashboardDatasetsLoaded } from '../state/dashboardEvents';
import { createDashboardTestStore } from '../state/testDashboard';
import { datasetIdToFetch, loadChartDataset } from './loadChartDataset';

function dataset(id: number, verboseName: string): DatasourceJson {
  return testDatasource({
    id,
    uid: `${id}__table`,
    table_name: `table_${id}`,
    verbose_map: { amount: verboseName },
  });
}

describe('datasetIdToFetch', () => {
  it('names the table dataset of a key the page does not hold', () => {
    expect(datasetIdToFetch('3__table', {})).toBe(3);
    expect(datasetIdToFetch('120__table', { '3__table': dataset(3, 'Amount') })).toBe(120);
  });

  it('skips a dataset already loaded', () => {
    expect(datasetIdToFetch('3__table', { '3__table': dataset(3, 'Amount') })).toBeNull();
  });

  it('skips keys that name no table dataset', () => {
    expect(datasetIdToFetch('3__query', {})).toBeNull();
    expect(datasetIdToFetch('not a key', {})).toBeNull();
    expect(datasetIdToFetch('', {})).toBeNull();
  });
});

describe('loadChartDataset', () => {
  it('fetches a missing dataset once and adds it under its key', async () => {
    const store = createDashboardTestStore();
    const fetchDataset = vi.fn(async (id: number) => dataset(id, 'Amount (USD)'));
    await store.dispatch(loadChartDataset('3__table', fetchDataset));
    expect(fetchDataset.mock.calls).toEqual([[3]]);
    expect(store.getState().datasources['3__table']?.verbose_map).toEqual({
      amount: 'Amount (USD)',
    });
  });

  it('does not fetch a dataset the page already holds', async () => {
    const store = createDashboardTestStore();
    const loaded = dataset(3, 'Amount');
    store.dispatch(dashboardDatasetsLoaded({ datasources: [loaded] }));
    const fetchDataset = vi.fn(async (id: number) => dataset(id, 'Other'));
    await store.dispatch(loadChartDataset('3__table', fetchDataset));
    expect(fetchDataset).not.toHaveBeenCalled();
    expect(store.getState().datasources['3__table']).toBe(loaded);
  });

  it('leaves the datasets alone when the fetch fails', async () => {
    const store = createDashboardTestStore();
    const before = store.getState().datasources;
    await store.dispatch(
      loadChartDataset('3__table', async () => {
        throw new Error('404');
      }),
    );
    expect(store.getState().datasources).toBe(before);
  });
});
