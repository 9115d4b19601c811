/**
 * A small dashboard for the state tests: one chart, built the way the page builds it, and a
 * store with the dashboard slices, the toasts and the layout listener.
 */
import { parseDashboardMetadata } from '../model/dashboardMetadata';
import { parseNativeFilterConfiguration } from '../native-filters/model/parseNativeFilterConfiguration';
import { configureStore } from '@reduxjs/toolkit';
import { buildDashboardLayout } from '@panorama/core/layout/load-save';
import { chartsSlice } from '../../../chart-runtime/chartsSlice';
import { messageToastsSlice } from '../../../store/messageToastsSlice';
import type { DashboardChart, DashboardDetail } from '../api/dashboardApiTypes';
import { parseDashboardUrlParams } from '../model/urlParams';
import { dashboardLoaded, type DashboardLoadedPayload } from './dashboardEvents';
import { dashboardInfoSlice } from './dashboardInfoSlice';
import { dashboardLayoutSlice } from './dashboardLayoutSlice';
import { dashboardListener } from './dashboardListener';
import { dashboardStateSlice } from './dashboardStateSlice';
import { datasourcesSlice } from './datasourcesSlice';
import { sliceEntitiesSlice } from './sliceEntitiesSlice';

export const testDashboard: DashboardDetail = {
  id: 7,
  uuid: '7b3f1c2e-0000-4000-8000-000000000007',
  dashboard_title: 'Sales',
  slug: 'sales',
  url: '/dashboard/sales/',
  css: '',
  published: false,
  status: 'draft',
  position_json: null,
  json_metadata: JSON.stringify({
    color_scheme: 'supersetColors',
    refresh_frequency: 60,
    expanded_slices: { '11': true },
  }),
  certified_by: null,
  certification_details: null,
  description: null,
  owners: [{ id: 3, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [],
  changed_on: '2024-05-01T10:00:00Z',
  changed_on_utc: '2024-05-01T10:00:00Z',
  changed_on_delta_humanized: 'a day ago',
  changed_by: { id: 3, first_name: 'Ada', last_name: 'Lovelace' },
  changed_by_name: 'Ada Lovelace',
  created_on_delta_humanized: 'a day ago',
  created_by: { id: 3, first_name: 'Ada', last_name: 'Lovelace' },
  thumbnail_url: '/api/v1/dashboard/7/thumbnail/7b3f1c2e-0000-4000-8000-000000000007/',
  is_managed_externally: false,
  external_url: null,
  tags: [],
  charts: ['Revenue'],
};

/** A big number chart on dataset 1, as `/charts` answers it. */
export function testChart(id: number, sliceName = `Chart ${id}`): DashboardChart {
  return {
    id,
    slice_id: id,
    slice_name: sliceName,
    slice_url: `/explore/?slice_id=${id}`,
    viz_type: 'big_number_total',
    datasource: '1__table',
    form_data: {
      datasource: '1__table',
      viz_type: 'big_number_total',
      slice_id: id,
      metric: 'count',
    },
    query_context: null,
    description: null,
    description_markeddown: null,
    cache_timeout: null,
    certified_by: null,
    certification_details: null,
    changed_on: '2024-05-01T10:00:00Z',
    modified: 'a day ago',
    owners: [],
    is_managed_externally: false,
    datasource_id: 1,
    datasource_type: 'table',
    datasource_name_text: 'main.sales',
    datasource_url: '/explore/?datasource_type=table&datasource_id=1',
  };
}

export const testCharts: DashboardChart[] = [testChart(11, 'Revenue')];

export function loadedPayload(
  overrides: Partial<DashboardLoadedPayload> = {},
): DashboardLoadedPayload {
  let seed = 0;
  const payload = {
    loadKey: 'test',
    dashboard: testDashboard,
    etag: '"v1"',
    charts: testCharts,
    layout: buildDashboardLayout({
      positionJson: null,
      charts: testCharts.map((c) => ({ id: c.id, sliceName: c.slice_name })),
      dashboardTitle: testDashboard.dashboard_title,
      idSeed: () => `seed${(seed += 1)}`,
    }),
    permissions: {
      dash_edit_perm: true,
      dash_save_perm: true,
      dash_share_perm: true,
      can_explore: true,
      can_share_chart: true,
      can_csv: true,
      can_store_filter_state: true,
      can_favorite: true,
      can_download_dashboard: true,
      can_view_query: true,
    },
    urlParams: parseDashboardUrlParams(''),
    editMode: true,
    activeTabs: [],
    anchor: null,
    permalinkState: null,
    ...overrides,
  };
  // As the page does: the dashboard's filter configuration, checked.
  const rawFilters = parseDashboardMetadata(
    payload.dashboard.json_metadata,
  ).native_filter_configuration;
  return {
    ...payload,
    nativeFilters: overrides.nativeFilters ?? parseNativeFilterConfiguration(rawFilters),
  };
}

/** The reducers of the dashboard's own slices, for test stores. */
export const dashboardReducers = {
  [dashboardInfoSlice.name]: dashboardInfoSlice.reducer,
  [dashboardStateSlice.name]: dashboardStateSlice.reducer,
  [dashboardLayoutSlice.name]: dashboardLayoutSlice.reducer,
  [sliceEntitiesSlice.name]: sliceEntitiesSlice.reducer,
};

export function createDashboardTestStore(payload: DashboardLoadedPayload = loadedPayload()) {
  const store = configureStore({
    reducer: {
      [messageToastsSlice.name]: messageToastsSlice.reducer,
      ...dashboardReducers,
      [datasourcesSlice.name]: datasourcesSlice.reducer,
      [chartsSlice.name]: chartsSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).prepend(
        dashboardListener.middleware,
      ),
  });
  store.dispatch(dashboardLoaded(payload));
  return store;
}
