import { describe, expect, it } from 'vitest';
import { nativeFilter } from '@panorama/core/filters/native-filter-fixture';
import { getEmptyLayout } from '@panorama/core/layout/load-save';
import type { DashboardLayout } from '@panorama/core/layout/layout-types';
import {
  applyDashboardFilterState,
  dashboardExtraFormData,
  dashboardFilterState,
} from './apply-dashboard-filter-state';

/** Grid with one row holding charts 1, 2 and 3. */
function layout(): DashboardLayout {
  const base = getEmptyLayout();
  const chart = (chartId: number) => ({
    id: `CHART-${chartId}`,
    type: 'CHART' as const,
    children: [],
    meta: { chartId, width: 4, height: 50 },
  });
  return {
    ...base,
    GRID_ID: { ...base.GRID_ID!, children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2', 'CHART-3'], meta: {} },
    'CHART-1': chart(1),
    'CHART-2': chart(2),
    'CHART-3': chart(3),
  };
}

const nativeFilters = [
  nativeFilter('origin', { defaultDataMask: { filterState: { value: ['SFO'] } } }),
  nativeFilter('when', {
    filterType: 'filter_time',
    targets: [{}],
    scope: { rootPath: ['ROOT_ID'], excluded: [3] },
  }),
];

describe('applyDashboardFilterState', () => {
  it('merges defaults, saved values and cross filters into a chart in scope', () => {
    const state = {
      nativeFilters,
      dataMask: {
        when: { filterState: { value: 'Last year' } },
        '2': { id: '2', extraFormData: { filters: [{ col: 'carrier', op: 'IN', val: ['AA'] }] } },
      },
      layout: layout(),
      chartId: 1,
    };
    expect(dashboardExtraFormData(state)).toEqual({
      filters: [
        { col: 'origin', op: 'IN', val: ['SFO'] },
        { col: 'carrier', op: 'IN', val: ['AA'] },
      ],
      time_range: 'Last year',
    });
    const merged = applyDashboardFilterState(
      { viz_type: 'table', time_range: 'No filter', adhoc_filters: [] },
      state,
    );
    expect(merged.time_range).toBe('Last year');
    expect('extra_form_data' in merged).toBe(false);
    expect(merged.adhoc_filters).toEqual([
      expect.objectContaining({
        subject: 'origin',
        operator: 'IN',
        comparator: ['SFO'],
        isExtra: true,
      }),
      expect.objectContaining({ subject: 'carrier', comparator: ['AA'], isExtra: true }),
    ]);
  });

  it('leaves a chart out of a filter scope unchanged by that filter', () => {
    const state = {
      nativeFilters,
      dataMask: { when: { filterState: { value: 'Last year' } } },
      crossFiltersEnabled: false,
      layout: layout(),
      chartId: 3,
    };
    const merged = applyDashboardFilterState({ viz_type: 'table', time_range: 'No filter' }, state);
    expect(merged.time_range).toBe('No filter');
    expect(merged.adhoc_filters).toHaveLength(1);
  });

  it('reads the state from a stored dashboard', () => {
    const position = JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', ...layout() });
    const state = dashboardFilterState(
      {
        json_metadata: JSON.stringify({
          native_filter_configuration: nativeFilters,
          cross_filters_enabled: false,
        }),
        position_json: position,
        chartIds: [1, 2, 3],
      },
      2,
      { '1': { extraFormData: { filters: [{ col: 'x', op: 'IN', val: [1] }] } } },
    );
    expect(state.crossFiltersEnabled).toBe(false);
    expect(dashboardExtraFormData(state)).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }],
    });
  });
});
