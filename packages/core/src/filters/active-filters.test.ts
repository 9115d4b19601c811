import { describe, expect, it } from 'vitest';
import { chart, grid, layoutFrom, root, row } from '../layout/layout-test-fixtures';
import { extraFormDataForChart, filterIdsForChart, getAllActiveFilters } from './active-filters';
import type { DataMaskMap, FilterConfigItem } from './filter-types';
import { nativeFilter } from './native-filter-fixture';

const f = nativeFilter;

const nativeFilters: Record<string, FilterConfigItem> = {
  origin: f('origin', { chartsInScope: [1, 2] }),
  time: f('time', { filterType: 'filter_time', chartsInScope: [1, 2, 3] }),
};
const dataMask: DataMaskMap = {
  // Cross filter of chart 3 first, to show order does not follow the mask map.
  '3': { id: '3', extraFormData: { filters: [{ col: 'carrier', op: 'IN', val: ['AA'] }] } },
  time: { id: 'time', extraFormData: { time_range: 'Last year' } },
  origin: { id: 'origin', extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] } },
};

describe('getAllActiveFilters', () => {
  it('scopes native filters by chartsInScope and cross filters by chart_configuration', () => {
    const active = getAllActiveFilters({
      dataMask,
      nativeFilters,
      chartConfiguration: {
        '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [1] } },
      },
      allChartIds: [1, 2, 3],
      crossFiltersEnabled: true,
    });
    expect(active.origin).toMatchObject({ scope: [1, 2], filterType: 'filter_select' });
    expect(active.time?.scope).toEqual([1, 2, 3]);
    expect(active['3']).toEqual({ scope: [1], values: dataMask['3']?.extraFormData });
  });

  it('ignores cross filters when they are disabled and masks of unknown filters', () => {
    const active = getAllActiveFilters({
      dataMask: { ...dataMask, gone: { id: 'gone', extraFormData: { time_range: 'x' } } },
      nativeFilters,
      allChartIds: [1, 2, 3],
      crossFiltersEnabled: false,
    });
    expect(Object.keys(active).sort()).toEqual(['origin', 'time']);
  });

  it('falls back to the global scope, then to every other chart, for cross filters', () => {
    const withGlobal = getAllActiveFilters({
      dataMask: { '3': dataMask['3']! },
      nativeFilters: {},
      allChartIds: [1, 2, 3, 4],
      crossFiltersEnabled: true,
      globalChartConfiguration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        chartsInScope: [2, 3],
      },
    });
    expect(withGlobal['3']?.scope).toEqual([2]);
    const bare = getAllActiveFilters({
      dataMask: { '3': dataMask['3']! },
      nativeFilters: {},
      allChartIds: [1, 2, 3, 4],
      crossFiltersEnabled: true,
    });
    expect(bare['3']?.scope).toEqual([1, 2, 4]);
  });

  it('computes a missing chartsInScope from the layout when given', () => {
    const layout = layoutFrom(
      root([grid([row('ROW-1', [chart('CHART-1', 1), chart('CHART-2', 2)])])]),
    );
    const active = getAllActiveFilters({
      dataMask: { old: { id: 'old', extraFormData: { time_range: 'Last day' } } },
      nativeFilters: { old: f('old', { scope: { rootPath: ['ROOT_ID'], excluded: [2] } }) },
      allChartIds: [1, 2],
      crossFiltersEnabled: true,
      layout,
    });
    expect(active.old?.scope).toEqual([1]);
  });
});

describe('extraFormDataForChart', () => {
  const active = getAllActiveFilters({
    dataMask,
    nativeFilters,
    chartConfiguration: {
      '3': { id: 3, crossFilters: { scope: 'global', chartsInScope: [1, 2] } },
    },
    allChartIds: [1, 2, 3],
    crossFiltersEnabled: true,
  });

  it('merges native filters in configuration order, then cross filters', () => {
    expect(filterIdsForChart(1, active, ['origin', 'time'])).toEqual(['origin', 'time', '3']);
    expect(extraFormDataForChart(1, active, dataMask, ['origin', 'time'])).toEqual({
      filters: [
        { col: 'origin', op: 'IN', val: ['SFO'] },
        { col: 'carrier', op: 'IN', val: ['AA'] },
      ],
      time_range: 'Last year',
    });
  });

  it('leaves out filters whose scope misses the chart', () => {
    expect(extraFormDataForChart(3, active, dataMask, ['origin', 'time'])).toEqual({
      time_range: 'Last year',
    });
    expect(extraFormDataForChart(9, active, dataMask, ['origin', 'time'])).toEqual({});
  });
});
