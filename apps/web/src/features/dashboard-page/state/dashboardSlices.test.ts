import { describe, expect, it } from 'vitest';
import { DASHBOARD_HEADER_ID } from '@panorama/core/layout/layout-constants';
import { parseDashboardUrlParams } from '../model/urlParams';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { testDatasource } from '../../../testing/testDatasource';
import {
  dashboardDatasetAdded,
  dashboardDatasetsFailed,
  dashboardDatasetsLoaded,
  dashboardLoaded,
  dashboardPropertiesSaved,
  dashboardSaveStarted,
  dashboardSaved,
  editModeEntered,
} from './dashboardEvents';
import { dashboardInfoSlice, dashboardVersionRefreshed } from './dashboardInfoSlice';
import { dashboardLayoutSlice } from './dashboardLayoutSlice';
import {
  chartDescriptionToggled,
  chartFullSizeToggled,
  dashboardStateSlice,
  favoriteToggled,
  overwriteConfirmationRequested,
  publishedToggled,
  refreshFrequencyChosen,
  tabActivated,
} from './dashboardStateSlice';
import { datasourcesSlice } from './datasourcesSlice';
import { sliceEntitiesSlice } from './sliceEntitiesSlice';
import { loadedPayload, testDashboard } from './testDashboard';

const dashboardState = dashboardStateSlice.reducer;
const info = dashboardInfoSlice.reducer;

describe('dashboardState on load', () => {
  it('reads the flags from the dashboard, its metadata and the URL', () => {
    const state = dashboardState(
      undefined,
      dashboardLoaded(
        loadedPayload({
          editMode: false,
          activeTabs: ['TAB-x'],
          anchor: 'CHART-1',
          urlParams: parseDashboardUrlParams('?standalone=3&uiConfig=8&native_filters_key=k'),
          permalinkState: { dataMask: { 'NATIVE_FILTER-1': { filterState: { value: [1] } } } },
        }),
      ),
    );
    expect(state).toMatchObject({
      editMode: false,
      hasUnsavedChanges: false,
      isPublished: false,
      activeTabs: ['TAB-x'],
      expandedSlices: { 11: true },
      refreshFrequency: 60,
      datasetsStatus: 'loading',
      standalone: 3,
      anchor: 'CHART-1',
      fullSizeChartId: null,
    });
    expect(state.uiConfig.hideChartControls).toBe(true);
    expect(state.initialFilterState).toEqual({
      nativeFiltersKey: 'k',
      nativeFilters: null,
      preselectFilters: null,
      dataMask: { 'NATIVE_FILTER-1': { filterState: { value: [1] } } },
    });
  });

  it('tracks the datasets call', () => {
    const loaded = dashboardState(undefined, dashboardLoaded(loadedPayload()));
    expect(
      dashboardState(loaded, dashboardDatasetsLoaded({ datasources: [] })).datasetsStatus,
    ).toBe('complete');
    expect(dashboardState(loaded, dashboardDatasetsFailed()).datasetsStatus).toBe('failed');
  });
});

describe('dashboardState events', () => {
  const loaded = dashboardState(undefined, dashboardLoaded(loadedPayload({ editMode: false })));

  it('star and publish change only on the success events', () => {
    expect(dashboardState(loaded, favoriteToggled({ isStarred: true })).isStarred).toBe(true);
    expect(dashboardState(loaded, publishedToggled({ isPublished: true })).isPublished).toBe(true);
  });

  it('keeps one active tab per tabs component', () => {
    let state = dashboardState(loaded, tabActivated({ tabId: 'TAB-b', previousTabId: 'TAB-a' }));
    state = dashboardState(state, tabActivated({ tabId: 'TAB-c', previousTabId: null }));
    state = dashboardState(state, tabActivated({ tabId: 'TAB-a', previousTabId: 'TAB-b' }));
    expect(state.activeTabs).toEqual(['TAB-c', 'TAB-a']);
  });

  it('toggles descriptions and the full-size chart', () => {
    let state = dashboardState(loaded, chartDescriptionToggled({ chartId: 11 }));
    expect(state.expandedSlices).toEqual({});
    state = dashboardState(state, chartDescriptionToggled({ chartId: 12 }));
    expect(state.expandedSlices).toEqual({ 12: true });
    state = dashboardState(state, chartFullSizeToggled({ chartId: 12 }));
    expect(state.fullSizeChartId).toBe(12);
    expect(dashboardState(state, chartFullSizeToggled({ chartId: 12 })).fullSizeChartId).toBeNull();
  });

  it('persists a refresh interval only when chosen in edit mode', () => {
    const viewing = dashboardState(loaded, refreshFrequencyChosen({ seconds: 300 }));
    expect(viewing.refreshFrequency).toBe(300);
    expect(viewing.shouldPersistRefreshFrequency).toBe(false);
    expect(viewing.hasUnsavedChanges).toBe(false);

    const editing = dashboardState(
      dashboardState(loaded, editModeEntered()),
      refreshFrequencyChosen({ seconds: 10 }),
    );
    expect(editing.shouldPersistRefreshFrequency).toBe(true);
    expect(editing.hasUnsavedChanges).toBe(true);
    const saved = dashboardState(editing, dashboardSaved({ lastModifiedTime: 1, title: 'x' }));
    expect(saved.savedRefreshFrequency).toBe(10);
    expect(saved.shouldPersistRefreshFrequency).toBe(false);
  });

  it('stops saving when the overwrite prompt opens', () => {
    const saving = dashboardState(loaded, dashboardSaveStarted());
    expect(saving.dashboardIsSaving).toBe(true);
    const prompt = dashboardState(
      saving,
      overwriteConfirmationRequested({ updatedAt: 'x', updatedBy: 'y', items: [], etag: '"v2"' }),
    );
    expect(prompt.dashboardIsSaving).toBe(false);
    expect(prompt.overwriteConfirm?.etag).toBe('"v2"');
  });
});

describe('dashboardInfo', () => {
  it('holds the dashboard, its parsed metadata, permissions and version tag', () => {
    const state = info(undefined, dashboardLoaded(loadedPayload()));
    expect(state).toMatchObject({
      id: 7,
      title: 'Sales',
      slug: 'sales',
      css: '',
      metadata: { color_scheme: 'supersetColors', refresh_frequency: 60 },
      changed_on: '2024-05-01T10:00:00Z',
      changed_by_name: 'Ada Lovelace',
      last_modified_time: Date.UTC(2024, 4, 1, 10) / 1000,
      etag: '"v1"',
      dash_edit_perm: true,
    });
  });

  it('follows the server version after the page wrote', () => {
    const loaded = info(undefined, dashboardLoaded(loadedPayload()));
    const next = info(
      loaded,
      dashboardVersionRefreshed({
        changedOn: '2024-05-02T00:00:00Z',
        changedByName: 'Bo',
        etag: '"v2"',
      }),
    );
    expect(next.etag).toBe('"v2"');
    expect(next.changed_on).toBe('2024-05-02T00:00:00Z');
    expect(next.last_modified_time).toBe(Date.UTC(2024, 4, 2) / 1000);
  });
});

describe('properties saved in view mode', () => {
  it('update the header text of the present and the saved layout', () => {
    const payload = {
      title: 'Revenue',
      slug: null,
      owners: testDashboard.owners,
      roles: [],
      certifiedBy: null,
      certificationDetails: null,
      metadata: {},
      css: '',
    };
    const layout = dashboardLayoutSlice.reducer(
      dashboardLayoutSlice.reducer(undefined, dashboardLoaded(loadedPayload())),
      dashboardPropertiesSaved(payload),
    );
    expect(layout.present[DASHBOARD_HEADER_ID]?.meta.text).toBe('Revenue');
    expect(layout.saved[DASHBOARD_HEADER_ID]?.meta.text).toBe('Revenue');
    expect(layout.past).toHaveLength(0);
  });
});

describe('sliceEntities and datasources', () => {
  it('index the charts and datasets of the loaded dashboard', () => {
    const slices = sliceEntitiesSlice.reducer(undefined, dashboardLoaded(loadedPayload()));
    expect(Object.keys(slices.slices)).toEqual(['11']);
    const datasources = datasourcesSlice.reducer(
      undefined,
      dashboardDatasetsLoaded({
        datasources: [testDatasource({ id: 1, uid: '1__table', table_name: 't', schema: null })],
      }),
    );
    expect(Object.keys(datasources)).toEqual(['1__table']);
  });

  it('add one dataset without touching the others or the datasets load status', () => {
    const dataset = (id: number, table: string): DatasourceJson =>
      testDatasource({ id, uid: `${id}__table`, table_name: table, schema: null });
    const first = dataset(1, 'orders');
    const loaded = datasourcesSlice.reducer(
      undefined,
      dashboardDatasetsLoaded({ datasources: [first] }),
    );
    const added = dataset(3, 'sales');
    const datasources = datasourcesSlice.reducer(
      loaded,
      dashboardDatasetAdded({ datasource: added }),
    );
    expect(Object.keys(datasources).sort()).toEqual(['1__table', '3__table']);
    expect(datasources['1__table']).toBe(first);
    expect(datasources['3__table']).toBe(added);
    // Without a uid the key is built from the id and the type (table by default).
    const withoutUid = datasourcesSlice.reducer(
      {},
      dashboardDatasetAdded({ datasource: { ...added, uid: undefined } }),
    );
    expect(Object.keys(withoutUid)).toEqual(['3__table']);

    const state = dashboardState(undefined, dashboardLoaded(loadedPayload()));
    expect(dashboardState(state, dashboardDatasetAdded({ datasource: added }))).toBe(state);
  });
});
