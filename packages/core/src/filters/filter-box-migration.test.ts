import { describe, expect, it } from 'vitest';
import { findCascadeCycle } from './cascade';
import { migrateFilterBoxes, nativeFiltersFromFilterBoxes } from './filter-box-migration';
import type { FilterBoxToMigrate } from './filter-box-migration';
import type { FilterConfigItem } from './filter-types';

function chartItem(id: string, chartId: number, width: number) {
  const parents = ['ROOT_ID', 'GRID_ID', 'ROW-1'];
  return { id, type: 'CHART', children: [], parents, meta: { chartId, width, height: 50 } };
}

/** ROOT_ID → GRID_ID → ROW-1 → [region box 1, year box 2, chart 7], chart 9 in TAB-1. */
const POSITION = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'TAB-1'], parents: ['ROOT_ID'] },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: ['CHART-a', 'CHART-b', 'CHART-c'],
    parents: ['ROOT_ID', 'GRID_ID'],
  },
  'CHART-a': chartItem('CHART-a', 1, 3),
  'CHART-b': chartItem('CHART-b', 2, 3),
  'CHART-c': chartItem('CHART-c', 7, 6),
  'TAB-1': { id: 'TAB-1', type: 'TAB', children: [], parents: ['ROOT_ID', 'GRID_ID'] },
};

const REGION_BOX: FilterBoxToMigrate = {
  id: 1,
  sliceName: 'Region <filter>',
  datasetId: 11,
  params: {
    date_filter: true,
    time_range: 'Last year',
    granularity_sqla: 'sold_at',
    filter_configs: [
      { column: 'region', label: 'Region', multiple: true, defaultValue: 'EU;US', clearable: true },
    ],
  },
};

const YEAR_BOX: FilterBoxToMigrate = {
  id: 2,
  sliceName: 'Year',
  datasetId: 12,
  params: {
    filter_configs: [{ column: 'Year', multiple: false, metric: 'count', asc: false }],
    adhoc_filters: [{ clause: 'WHERE', subject: 'kind', operator: '==', comparator: 'x' }],
  },
  columnNames: ['year', 'kind'],
};

let counter = 0;
const newFilterId = () => `NATIVE_FILTER-${++counter}`;

function migrate(metadata: Record<string, unknown>) {
  counter = 0;
  return migrateFilterBoxes({
    metadata,
    position: POSITION,
    filterBoxes: [REGION_BOX, YEAR_BOX],
    newFilterId,
  });
}

describe('filter boxes become native filters', () => {
  const metadata = {
    filter_immune_slices: [9],
    filter_scopes: { '1': { region: { scope: ['ROW-1'], immune: [7, 2] } } },
    default_filters: JSON.stringify({ '2': { Year: [2020] } }),
    native_filter_configuration: [{ id: 'NATIVE_FILTER-kept', type: 'NATIVE_FILTER' }],
    color_scheme: 'supersetColors',
  };
  const { metadata: upgraded, position } = migrate(metadata);
  const filters = upgraded.native_filter_configuration as Record<string, unknown>[];
  const byName = (name: string) => filters.find((filter) => filter.name === name);

  it('keeps existing native filters and drops the old filter settings', () => {
    expect(filters[0]).toEqual({ id: 'NATIVE_FILTER-kept', type: 'NATIVE_FILTER' });
    expect(upgraded).not.toHaveProperty('default_filters');
    expect(upgraded).not.toHaveProperty('filter_scopes');
    expect(upgraded.color_scheme).toBe('supersetColors');
    expect(filters.map((filter) => filter.filterType)).toEqual([
      undefined,
      'filter_select',
      'filter_select',
      'filter_time',
    ]);
  });

  it('a select field keeps its label, multiple choice, default and saved scope', () => {
    expect(byName('Region')).toEqual({
      cascadeParentIds: [byName('Year')?.id],
      id: expect.stringMatching(/^NATIVE_FILTER-/) as unknown,
      scope: { rootPath: ['ROW-1'], excluded: [7] },
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'Region',
      targets: [{ datasetId: 11, column: { name: 'region' } }],
      controlValues: {
        defaultToFirstItem: false,
        enableEmptyFilter: false,
        inverseSelection: false,
        multiSelect: true,
        searchAllOptions: false,
      },
      time_range: 'Last year',
      granularity_sqla: 'sold_at',
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU', 'US'] }] },
        filterState: { value: ['EU', 'US'] },
      },
    });
  });

  it('a column spelled in another case targets the dataset column, with the dashboard default', () => {
    expect(byName('Year')).toMatchObject({
      scope: { rootPath: ['ROOT_ID'], excluded: [9] },
      targets: [{ datasetId: 12, column: { name: 'year' } }],
      sortMetric: 'count',
      controlValues: { multiSelect: false, sortAscending: false },
      adhoc_filters: YEAR_BOX.params.adhoc_filters,
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'year', op: 'IN', val: [2020] }] },
        filterState: { value: [2020] },
      },
    });
  });

  it('a date filter becomes a time range filter with its range as default', () => {
    expect(byName('Time Range')).toMatchObject({
      filterType: 'filter_time',
      targets: [{}],
      scope: { rootPath: ['ROOT_ID'], excluded: [9] },
      defaultDataMask: { extraFormData: { time_range: 'Last year' } },
    });
  });

  it('boxes that filtered each other cascade, without a cycle', () => {
    // The year box reached the region box: the region filter depends on the year filter.
    expect(byName('Region')?.cascadeParentIds).toEqual([byName('Year')?.id]);
    // The region box's time range reached the year box; its region field reached it too, but
    // that link would close a loop.
    expect(byName('Year')?.cascadeParentIds).toEqual([byName('Time Range')?.id]);
    expect(findCascadeCycle(filters.slice(1) as unknown as FilterConfigItem[])).toBeNull();
  });

  it('each box leaves a markdown note in its place, its parents and children renamed', () => {
    expect(position).not.toHaveProperty('CHART-a');
    expect(position['MARKDOWN-a']).toEqual({
      id: 'MARKDOWN-a',
      type: 'MARKDOWN',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: {
        chartId: 1,
        width: 3,
        height: 50,
        code: '&#9888; The Region &lt;filter&gt; filter-box chart has been migrated to a native filter.',
      },
    });
    expect((position['ROW-1'] as { children: string[] }).children).toEqual([
      'MARKDOWN-a',
      'MARKDOWN-b',
      'CHART-c',
    ]);
    expect(position['CHART-c']).toEqual(POSITION['CHART-c']);
  });

  it('does not change what it was given', () => {
    expect(metadata.filter_scopes).toEqual({
      '1': { region: { scope: ['ROW-1'], immune: [7, 2] } },
    });
    expect(POSITION).toHaveProperty('CHART-a');
  });
});

describe('time column and time grain fields', () => {
  it('become time column and time grain filters on the box dataset', () => {
    const box: FilterBoxToMigrate = {
      id: 3,
      sliceName: 'Time',
      datasetId: 5,
      params: {
        show_sqla_time_column: true,
        show_sqla_time_granularity: true,
        granularity_sqla: 'ds',
        time_grain_sqla: 'P1M',
        date_filter: true,
        time_range: 'No filter',
      },
    };
    counter = 0;
    const filters = nativeFiltersFromFilterBoxes({
      metadata: {},
      position: {},
      filterBoxes: [box],
      newFilterId,
    });
    expect(filters.map((filter) => [filter.filterType, filter.name])).toEqual([
      ['filter_time', 'Time Range'],
      ['filter_timecolumn', 'Time Column'],
      ['filter_timegrain', 'Time Grain'],
    ]);
    expect(filters[0]).not.toHaveProperty('defaultDataMask');
    expect(filters[1]).toMatchObject({
      targets: [{ datasetId: 5 }],
      defaultDataMask: {
        extraFormData: { granularity_sqla: 'ds' },
        filterState: { value: ['ds'] },
      },
    });
    expect(filters[2]).toMatchObject({
      defaultDataMask: {
        extraFormData: { time_grain_sqla: 'P1M' },
        filterState: { value: ['P1M'] },
      },
    });
  });
});
