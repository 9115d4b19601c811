import { describe, expect, it } from 'vitest';
import {
  defaultPosition,
  exportMetadata,
  exportPosition,
  findChartUuids,
  findNativeFilterDatasetUuids,
  importDashboardRefs,
} from './dashboard-refs';

const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const U3 = '33333333-3333-4333-8333-333333333333';
const D1 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
  GRID_ID: { children: ['ROW-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
  'ROW-1': { children: ['CHART-a', 'CHART-b'], id: 'ROW-1', type: 'ROW', meta: {} },
  'CHART-a': { children: [], id: 'CHART-a', type: 'CHART', meta: { chartId: 10, width: 6 } },
  'CHART-b': { children: [], id: 'CHART-b', type: 'CHART', meta: { chartId: 11, width: 6 } },
};

describe('export', () => {
  it('adds chart uuids to the layout and appends charts it lacks in a new row', () => {
    const members = [
      { id: 10, uuid: U1, slice_name: 'A' },
      { id: 11, uuid: U2, slice_name: 'B' },
      { id: 12, uuid: U3, slice_name: 'C' },
    ];
    const position = exportPosition(JSON.stringify(layout), 'Title', members);
    expect(position['CHART-a']).toEqual({
      children: [],
      id: 'CHART-a',
      type: 'CHART',
      meta: { chartId: 10, width: 6, uuid: U1 },
    });
    expect((position['CHART-b'] as { meta: unknown }).meta).toEqual({
      chartId: 11,
      width: 6,
      uuid: U2,
    });
    const grid = position.GRID_ID as { children: string[] };
    expect(grid.children).toHaveLength(2);
    const rowId = grid.children[1] ?? '';
    expect(rowId).toMatch(/^ROW-N-[A-Za-z0-9]{8}$/);
    const row = position[rowId] as { children: string[]; parents: string[] };
    expect(row.parents).toEqual(['ROOT_ID', 'GRID_ID']);
    expect(row.children).toHaveLength(1);
    expect(position[row.children[0] ?? '']).toEqual({
      children: [],
      id: row.children[0],
      meta: { chartId: 12, height: 50, sliceName: 'C', uuid: U3, width: 4 },
      type: 'CHART',
      parents: ['ROOT_ID', 'GRID_ID', rowId],
    });
    expect(findChartUuids(position).sort()).toEqual([U1, U2, U3].sort());
  });

  it('gives a dashboard without a layout the default one', () => {
    expect(exportPosition(null, 'Empty', [])).toEqual(defaultPosition('Empty'));
  });

  it('names native-filter datasets by uuid', () => {
    const metadata = exportMetadata(
      JSON.stringify({
        color_scheme: 'supersetColors',
        native_filter_configuration: [
          { id: 'NATIVE_FILTER-1', targets: [{ datasetId: 3, column: { name: 'origin' } }] },
          { id: 'NATIVE_FILTER-2', targets: [{ datasetId: 4, column: { name: 'x' } }] },
        ],
      }),
      new Map([[3, D1]]),
    );
    expect(metadata).toEqual({
      color_scheme: 'supersetColors',
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-1', targets: [{ column: { name: 'origin' }, datasetUuid: D1 }] },
        { id: 'NATIVE_FILTER-2', targets: [{ column: { name: 'x' } }] },
      ],
    });
    expect(findNativeFilterDatasetUuids(metadata)).toEqual([D1]);
  });
});

describe('import', () => {
  it('maps every chart and dataset reference to the new ids', () => {
    const position = {
      ...layout,
      'CHART-a': { ...layout['CHART-a'], meta: { chartId: 10, uuid: U1 } },
      'CHART-b': { ...layout['CHART-b'], meta: { chartId: 11, uuid: U2 } },
    };
    const metadata = {
      show_native_filters: true,
      timed_refresh_immune_slices: [10, 99],
      filter_scopes: {
        '10': { origin: { scope: ['ROOT_ID'], immune: [11, 99] } },
        '99': { origin: { scope: ['ROOT_ID'], immune: [] } },
      },
      expanded_slices: { '11': true, '99': false },
      default_filters: JSON.stringify({ '10': { origin: ['SFO'] } }),
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          targets: [{ datasetUuid: D1, column: { name: 'origin' } }],
          scope: { rootPath: ['ROOT_ID'], excluded: [11] },
          chartsInScope: [10, 11],
        },
      ],
      chart_configuration: {
        '10': { id: 10, crossFilters: { scope: { excluded: [11] }, chartsInScope: [11] } },
        '99': { id: 99, crossFilters: { scope: 'global', chartsInScope: [] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [10] },
        chartsInScope: [11],
      },
    };
    const charts = new Map([
      [U1, 100],
      [U2, 101],
    ]);
    const result = importDashboardRefs(position, metadata, charts, new Map([[D1, 7]]));
    expect(result.chartIds).toEqual([100, 101]);
    expect(result.position['CHART-a']).toEqual({
      children: [],
      id: 'CHART-a',
      type: 'CHART',
      meta: { chartId: 100, uuid: U1 },
    });
    expect((result.position['CHART-b'] as { meta: unknown }).meta).toEqual({
      chartId: 101,
      uuid: U2,
    });
    expect(result.metadata).toEqual({
      timed_refresh_immune_slices: [100],
      filter_scopes: { '100': { origin: { scope: ['ROOT_ID'], immune: [101] } } },
      expanded_slices: { '101': true },
      default_filters: JSON.stringify({ '100': { origin: ['SFO'] } }),
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          targets: [{ column: { name: 'origin' }, datasetId: 7 }],
          scope: { rootPath: ['ROOT_ID'], excluded: [101] },
          chartsInScope: [100, 101],
        },
      ],
      chart_configuration: {
        '100': { id: 100, crossFilters: { scope: { excluded: [101] }, chartsInScope: [101] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [100] },
        chartsInScope: [101],
      },
    });
    // The input is left as it was.
    expect(metadata.timed_refresh_immune_slices).toEqual([10, 99]);
  });
});
