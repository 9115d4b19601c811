import { describe, expect, it } from 'vitest';
import { buildDashboardLayout } from '@panorama/core/layout/load-save';
import type { FilterBoxChart } from '@panorama/core/filters/filter-box';
import {
  filterBoxExtraFormData,
  filterBoxStartingMasks,
  type FilterBoxContext,
} from './filterBoxFilters';

const box: FilterBoxChart = {
  slice_id: 5,
  slice_name: 'Filters',
  form_data: {
    viz_type: 'filter_box',
    date_filter: true,
    time_range: 'Last year',
    filter_configs: [
      { column: 'origin', multiple: true, defaultValue: 'SFO;JFK' },
      { column: 'carrier', multiple: false },
    ],
  },
};
const layout = buildDashboardLayout({
  positionJson: null,
  charts: [
    { id: 5, sliceName: 'Filters' },
    { id: 6, sliceName: 'Flights' },
    { id: 7, sliceName: 'Delays' },
  ],
  dashboardTitle: 'Flights',
});

function context(filterScopes: FilterBoxContext['filterScopes'] = {}): FilterBoxContext {
  return { layout, filterScopes, filterBoxes: { 5: box } };
}

describe('filter boxes on a dashboard', () => {
  it('start from their defaults, with the time range under time_range', () => {
    expect(filterBoxStartingMasks(context(), null)).toEqual({
      'FILTER_BOX-5': {
        id: 'FILTER_BOX-5',
        extraFormData: {
          filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'JFK'] }],
          time_range: 'Last year',
        },
        filterState: {
          value: { origin: ['SFO', 'JFK'], __time_range: 'Last year' },
          label: 'origin: SFO, JFK; Last year',
        },
      },
    });
  });

  it('take the values preselect_filters gives them over their defaults', () => {
    const masks = filterBoxStartingMasks(context(), { '5': { carrier: 'AA' } });
    expect(masks['FILTER_BOX-5']?.extraFormData?.filters).toEqual([
      { col: 'origin', op: 'IN', val: ['SFO', 'JFK'] },
      { col: 'carrier', op: 'IN', val: ['AA'] },
    ]);
  });

  it('reach the charts of each column scope except immune charts and the box itself', () => {
    const dataMask = filterBoxStartingMasks(context(), null);
    const scoped = context({ '5': { origin: { scope: ['ROOT_ID'], immune: [7] } } });
    expect(filterBoxExtraFormData(6, dataMask, scoped)).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'JFK'] }],
      time_range: 'Last year',
    });
    expect(filterBoxExtraFormData(7, dataMask, scoped)).toEqual({ time_range: 'Last year' });
    expect(filterBoxExtraFormData(5, dataMask, scoped)).toEqual({});
  });
});
