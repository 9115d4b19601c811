import { describe, expect, it } from 'vitest';
import { chart, grid, layoutFrom, root, row, tab, tabs } from '../layout/layout-test-fixtures';
import {
  dashboardFilterKey,
  deriveDashboardFilter,
  filterBoxChartsInScope,
  filterBoxExtraFilters,
  filterConfigsFromFormData,
  parseDashboardFilterKey,
} from './filter-box';

const layout = layoutFrom(
  root([
    tabs('TABS-1', [
      tab('TAB-a', [row('ROW-1', [chart('CHART-box', 10), chart('CHART-1', 1)])]),
      tab('TAB-b', [row('ROW-2', [chart('CHART-2', 2), chart('CHART-3', 3)])]),
    ]),
  ]),
);

const formData = {
  datasource: '4__table',
  viz_type: 'filter_box',
  instant_filtering: false,
  date_filter: true,
  time_range: 'Last week',
  show_sqla_time_column: true,
  granularity_sqla: 'ds',
  filter_configs: [
    { column: 'origin', label: 'Origin', multiple: true, defaultValue: 'SFO;LAX' },
    { column: 'carrier', multiple: false, defaultValue: 'AA' },
    { column: 'state', vals: ['CA'] },
  ],
};

describe('filterConfigsFromFormData', () => {
  it('reads columns with defaults and labels, then the time fields', () => {
    const { columns, labels } = filterConfigsFromFormData(formData);
    expect(columns).toEqual({
      origin: ['SFO', 'LAX'],
      carrier: 'AA',
      state: ['CA'],
      __time_range: 'Last week',
      __time_col: 'ds',
    });
    expect(labels).toMatchObject({
      origin: 'Origin',
      carrier: 'carrier',
      __time_range: 'Time range',
      __time_col: 'Time column',
      __time_grain: 'Time grain',
    });
  });
});

describe('deriveDashboardFilter', () => {
  it('builds the dashboard filter with per-column scopes', () => {
    const filter = deriveDashboardFilter({
      chart: { slice_id: 10, slice_name: 'Flight filters', form_data: formData },
      layout,
      filterScopes: { '10': { origin: { scope: ['TAB-b'], immune: [3] } } },
      preselectFilters: { '10': { carrier: 'UA' } },
    });
    expect(filter).toEqual({
      chartId: 10,
      componentId: 'CHART-box',
      datasourceId: '4__table',
      filterName: 'Flight filters',
      directPathToFilter: ['ROOT_ID', 'TABS-1', 'TAB-a', 'ROW-1', 'CHART-box'],
      columns: {
        origin: ['SFO', 'LAX'],
        carrier: 'UA',
        state: ['CA'],
        __time_range: 'Last week',
        __time_col: 'ds',
      },
      labels: expect.objectContaining({ origin: 'Origin' }) as unknown,
      scopes: {
        origin: { scope: ['TAB-b'], immune: [3] },
        carrier: { scope: ['ROOT_ID'], immune: [] },
        state: { scope: ['ROOT_ID'], immune: [] },
        __time_range: { scope: ['ROOT_ID'], immune: [] },
        __time_col: { scope: ['ROOT_ID'], immune: [] },
      },
      isDateFilter: true,
      isInstantFilter: false,
    });
  });

  it('marks instant filters and non-date boxes', () => {
    const filter = deriveDashboardFilter({
      chart: {
        slice_id: 10,
        slice_name: 'x',
        form_data: { instant_filtering: true, filter_configs: [{ column: 'a' }] },
      },
      layout,
    });
    expect(filter.isInstantFilter).toBe(true);
    expect(filter.isDateFilter).toBe(false);
  });
});

describe('filter keys', () => {
  it('joins and splits chartId_column, columns may contain underscores', () => {
    expect(dashboardFilterKey(12, 'country_code')).toBe('12_country_code');
    expect(parseDashboardFilterKey('12_country_code')).toEqual({
      chartId: 12,
      column: 'country_code',
    });
  });

  it.each(['', 'abc', '12', '12_', '_col', 'x12_col'])('refuses %j', (key) => {
    expect(() => parseDashboardFilterKey(key)).toThrow('Cannot parse invalid filter key');
  });
});

describe('filterBoxChartsInScope', () => {
  it('reaches charts under the scope roots except immune charts and filter boxes', () => {
    expect(filterBoxChartsInScope(layout, { scope: ['ROOT_ID'], immune: [] }, [10])).toEqual([
      1, 2, 3,
    ]);
    expect(filterBoxChartsInScope(layout, { scope: ['TAB-b'], immune: [3] }, [10])).toEqual([2]);
    const flat = layoutFrom(root([grid([row('ROW-1', [chart('CHART-1', 1)])])]));
    expect(filterBoxChartsInScope(flat, { scope: ['ROOT_ID'], immune: [1] })).toEqual([]);
  });
});

describe('filterBoxExtraFilters', () => {
  it('turns lists into in and single values into ==, skipping empty ones', () => {
    expect(
      filterBoxExtraFilters({
        origin: ['SFO'],
        carrier: 'AA',
        state: [],
        city: '',
        __time_range: 'Last week',
      }),
    ).toEqual([
      { col: 'origin', op: 'in', val: ['SFO'] },
      { col: 'carrier', op: '==', val: 'AA' },
      { col: '__time_range', op: '==', val: 'Last week' },
    ]);
  });
});
