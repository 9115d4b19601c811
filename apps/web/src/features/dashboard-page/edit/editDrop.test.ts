import { describe, expect, it, vi } from 'vitest';
import {
  chart,
  grid,
  layoutFrom,
  root,
  row,
  tab,
  tabs,
} from '@panorama/core/layout/layout-test-fixtures';
import { DASHBOARD_GRID_ID } from '@panorama/core/layout/layout-constants';
import { TABLE_OF_CONTENTS_KEY } from '../../../dashboard-components';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { testDatasource } from '../../../testing/testDatasource';
import { dashboardDatasetsLoaded } from '../state/dashboardEvents';
import { createDashboardTestStore, loadedPayload, testDashboard } from '../state/testDashboard';
import { applyEditDrop, addSavedChart, NO_CHART_DEFINITION_MESSAGE } from './editDrop';
import type { SavedChartRow } from './savedCharts';

const paletteChart: SavedChartRow = {
  id: 42,
  uuid: 'b9f4c1de-0000-4000-8000-000000000042',
  slice_name: 'Weekly sales',
  viz_type: 'table',
  datasource_id: 3,
  datasource_type: 'table',
  datasource_name_text: 'main.sales',
  description: null,
  form_data: { datasource: '3__table', viz_type: 'table' },
};

/** The dataset of `paletteChart`, as the server answers it. */
const salesDataset = testDatasource({
  id: 3,
  uid: '3__table',
  table_name: 'sales',
  verbose_map: { amount: 'Amount' },
});

/** A stand-in for the server: answers the sales dataset and records what was asked. */
function datasetServer() {
  return vi.fn(async (id: number): Promise<DatasourceJson> => {
    if (id !== salesDataset.id) throw new Error(`No dataset ${id}`);
    return salesDataset;
  });
}

function toasts(store: ReturnType<typeof createDashboardTestStore>) {
  return store.getState().messageToasts.map(({ text, toastType }) => ({ text, toastType }));
}

describe('applyEditDrop', () => {
  it('creates a palette component at the destination, as one undoable edit', () => {
    const store = createDashboardTestStore();
    const before = store.getState().dashboardLayout.present;
    store.dispatch(
      applyEditDrop({ kind: 'new', type: 'DIVIDER' }, { id: DASHBOARD_GRID_ID, index: 0 }),
    );
    const { present, past } = store.getState().dashboardLayout;
    const firstId = present[DASHBOARD_GRID_ID]?.children[0] ?? '';
    expect(present[firstId]?.type).toBe('DIVIDER');
    expect(present[DASHBOARD_GRID_ID]?.children).toHaveLength(
      (before[DASHBOARD_GRID_ID]?.children.length ?? 0) + 1,
    );
    expect(past).toEqual([before]);
  });

  it('creates a registered component as a DYNAMIC item with its key and default size', () => {
    const store = createDashboardTestStore();
    store.dispatch(
      applyEditDrop(
        { kind: 'dynamic', componentKey: TABLE_OF_CONTENTS_KEY, name: 'Table of contents' },
        { id: DASHBOARD_GRID_ID, index: 0 },
      ),
    );
    const { present } = store.getState().dashboardLayout;
    const firstId = present[DASHBOARD_GRID_ID]?.children[0] ?? '';
    expect(firstId).toMatch(/^DYNAMIC-/);
    expect(present[firstId]).toMatchObject({
      type: 'DYNAMIC',
      parents: ['ROOT_ID', DASHBOARD_GRID_ID],
      meta: {
        componentKey: TABLE_OF_CONTENTS_KEY,
        width: 4,
        height: 40,
        background: 'BACKGROUND_TRANSPARENT',
      },
    });
  });

  it('moves an existing component and warns when a chart changes filter scope', () => {
    const layout = layoutFrom(
      root([tabs('TABS-1', [tab('TAB-a', [row('ROW-a', [chart('CHART-x', 11)])]), tab('TAB-b')])]),
    );
    const store = createDashboardTestStore(
      loadedPayload({
        layout: { ...layout, ...layoutFrom(grid()) },
        dashboard: {
          ...testDashboard,
          json_metadata: JSON.stringify({
            native_filter_configuration: [
              { id: 'F1', scope: { rootPath: ['TAB-a'], excluded: [] } },
            ],
          }),
        },
      }),
    );
    store.dispatch(
      applyEditDrop(
        { kind: 'existing', id: 'CHART-x', type: 'CHART', label: 'Revenue' },
        { id: 'TAB-b', index: 0 },
      ),
    );
    const { present } = store.getState().dashboardLayout;
    // The chart went into a new row of TAB-b; ROW-a, left empty, is gone.
    const newRowId = present['TAB-b']?.children[0] ?? '';
    expect(present[newRowId]?.children).toEqual(['CHART-x']);
    expect(present['ROW-a']).toBeUndefined();
    expect(toasts(store)).toContainEqual({
      text: 'This chart has been moved to a different filter scope.',
      toastType: 'warning',
    });
  });

  it('shows the layout rules’ refusal and leaves the layout alone', () => {
    const layout = layoutFrom(
      root([
        grid([
          row('ROW-full', [chart('C1', 1, 6), chart('C2', 2, 6)]),
          row('ROW-b', [chart('C3', 3, 4)]),
        ]),
      ]),
    );
    const store = createDashboardTestStore(loadedPayload({ layout }));
    const before = store.getState().dashboardLayout.present;
    store.dispatch(
      applyEditDrop(
        { kind: 'existing', id: 'C3', type: 'CHART', label: 'C3' },
        { id: 'ROW-full', index: 2 },
      ),
    );
    expect(store.getState().dashboardLayout.present).toBe(before);
    expect(toasts(store)).toContainEqual({
      text: 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
      toastType: 'danger',
    });
  });
});

describe('addSavedChart', () => {
  it('adds the chart to the layout, the chart definitions and the chart states', () => {
    const store = createDashboardTestStore();
    const id = store.dispatch(
      addSavedChart(paletteChart, { id: DASHBOARD_GRID_ID, index: 0 }, datasetServer()),
    );
    const state = store.getState();
    const item = id === null ? undefined : state.dashboardLayout.present[id];
    expect(item).toMatchObject({
      type: 'CHART',
      meta: {
        chartId: 42,
        sliceName: 'Weekly sales',
        uuid: paletteChart.uuid,
        width: 4,
        height: 50,
      },
    });
    expect(state.sliceEntities.slices[42]?.form_data).toMatchObject({
      datasource: '3__table',
      slice_id: 42,
    });
    // An empty chart state: the chart holder queries it once it is on screen.
    expect(state.charts[42]?.chartStatus).toBe('empty');
  });

  it('keeps the data of a chart state that already exists', () => {
    const store = createDashboardTestStore();
    const fetchDataset = datasetServer();
    store.dispatch(addSavedChart(paletteChart, { id: DASHBOARD_GRID_ID, index: 0 }, fetchDataset));
    const first = store.getState().charts[42];
    store.dispatch(addSavedChart(paletteChart, { id: DASHBOARD_GRID_ID, index: 0 }, fetchDataset));
    expect(store.getState().charts[42]).toBe(first);
  });

  it('refuses a chart without a definition with Superset’s message', () => {
    const store = createDashboardTestStore();
    const fetchDataset = datasetServer();
    const before = store.getState().dashboardLayout.present;
    const id = store.dispatch(
      addSavedChart(
        { ...paletteChart, form_data: null },
        { id: DASHBOARD_GRID_ID, index: 0 },
        fetchDataset,
      ),
    );
    expect(id).toBeNull();
    expect(fetchDataset).not.toHaveBeenCalled();
    expect(store.getState().dashboardLayout.present).toBe(before);
    expect(store.getState().charts[42]).toBeUndefined();
    expect(toasts(store)).toEqual([{ text: NO_CHART_DEFINITION_MESSAGE, toastType: 'danger' }]);
  });

  it('adds the chart’s dataset so the chart draws with its labels and formats', async () => {
    const store = createDashboardTestStore();
    const fetchDataset = datasetServer();
    store.dispatch(addSavedChart(paletteChart, { id: DASHBOARD_GRID_ID, index: 0 }, fetchDataset));
    await vi.waitFor(() => expect(store.getState().datasources['3__table']).toBe(salesDataset));
    expect(fetchDataset.mock.calls).toEqual([[3]]);
    // Only the datasets change: the page's datasets load keeps its own status.
    expect(store.getState().dashboardState.datasetsStatus).toBe('loading');
  });

  it('does not fetch a dataset the dashboard already loaded', async () => {
    const store = createDashboardTestStore();
    store.dispatch(dashboardDatasetsLoaded({ datasources: [salesDataset] }));
    const fetchDataset = datasetServer();
    const id = store.dispatch(
      addSavedChart(paletteChart, { id: DASHBOARD_GRID_ID, index: 0 }, fetchDataset),
    );
    expect(id).not.toBeNull();
    await Promise.resolve();
    expect(fetchDataset).not.toHaveBeenCalled();
    expect(store.getState().datasources['3__table']).toBe(salesDataset);
  });
});
