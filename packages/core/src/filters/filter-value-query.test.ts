import { describe, expect, it } from 'vitest';
import { filterValueFormData } from './filter-value-query';
import type { NativeFilter } from './filter-types';

const filter: NativeFilter = {
  id: 'NATIVE_FILTER-dest',
  type: 'NATIVE_FILTER',
  name: 'Destination',
  filterType: 'filter_select',
  description: '',
  targets: [{ datasetId: 7, column: { name: 'destination' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  controlValues: { multiSelect: true, inverseSelection: false },
  defaultDataMask: { filterState: { value: ['JFK'] } },
  cascadeParentIds: ['NATIVE_FILTER-origin'],
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'distance > 0' }],
  time_range: 'Last year',
  sortMetric: 'count',
};

describe('filterValueFormData', () => {
  it('builds the option query the way the Superset filter plugins do', () => {
    const parents = { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] };
    expect(filterValueFormData(filter, { dashboardId: 5, parentsExtraFormData: parents })).toEqual({
      multiSelect: true,
      inverseSelection: false,
      datasource: '7__table',
      groupby: ['destination'],
      metrics: ['count'],
      row_limit: 1000,
      extra_form_data: parents,
      adhoc_filters: filter.adhoc_filters,
      extra_filters: [],
      time_range: 'Last year',
      viz_type: 'filter_select',
      defaultValue: ['JFK'],
      url_params: {},
      inView: true,
      showSearch: true,
      dashboardId: 5,
      native_filter_id: 'NATIVE_FILTER-dest',
      type: 'NATIVE_FILTER',
      sortMetric: 'count',
    });
  });

  it('uses the configured row limit and empty defaults', () => {
    const bare: NativeFilter = { ...filter, adhoc_filters: undefined, sortMetric: null };
    const formData = filterValueFormData(bare, { dashboardId: 1, rowLimit: 50 });
    expect(formData.row_limit).toBe(50);
    expect(formData.adhoc_filters).toEqual([]);
    expect(formData.extra_form_data).toEqual({});
    expect('sortMetric' in formData).toBe(false);
  });
});
