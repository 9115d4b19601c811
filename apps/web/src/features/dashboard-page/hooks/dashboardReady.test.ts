import { describe, expect, it } from 'vitest';
import {
  chartRenderingSucceeded,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateSucceeded,
} from '../../../chart-runtime/chartsSlice';
import { parseDashboardUrlParams } from '../model/urlParams';
import { dashboardDatasetsLoaded } from '../state/dashboardEvents';
import { createDashboardTestStore, loadedPayload, testCharts } from '../state/testDashboard';
import { selectDashboardReady } from './useDashboardReady';

const formData = testCharts[0]!.form_data;

describe('selectDashboardReady', () => {
  it('in report mode waits until every shown chart is drawn and the datasets are in', () => {
    const store = createDashboardTestStore(
      loadedPayload({ urlParams: parseDashboardUrlParams('?standalone=3') }),
    );
    expect(selectDashboardReady(store.getState())).toBe(false);
    store.dispatch(chartUpdateStarted({ id: 11, formData, at: 1 }));
    store.dispatch(chartUpdateSucceeded({ id: 11, queriesResponse: [], at: 2 }));
    store.dispatch(dashboardDatasetsLoaded({ datasources: [] }));
    // Data arrived but the chart has not been drawn yet.
    expect(selectDashboardReady(store.getState())).toBe(false);
    store.dispatch(chartRenderingSucceeded({ id: 11, at: 3 }));
    expect(selectDashboardReady(store.getState())).toBe(true);
  });

  it('in report mode counts a failed chart as done', () => {
    const store = createDashboardTestStore(
      loadedPayload({ urlParams: parseDashboardUrlParams('?standalone=3') }),
    );
    store.dispatch(dashboardDatasetsLoaded({ datasources: [] }));
    store.dispatch(chartUpdateFailed({ id: 11, message: 'boom', at: 1 }));
    expect(selectDashboardReady(store.getState())).toBe(true);
  });

  it('otherwise is ready whenever no shown chart is loading', () => {
    const store = createDashboardTestStore();
    expect(selectDashboardReady(store.getState())).toBe(true);
    store.dispatch(chartUpdateStarted({ id: 11, formData, at: 1 }));
    expect(selectDashboardReady(store.getState())).toBe(false);
    store.dispatch(chartUpdateSucceeded({ id: 11, queriesResponse: [], at: 2 }));
    expect(selectDashboardReady(store.getState())).toBe(true);
  });
});
