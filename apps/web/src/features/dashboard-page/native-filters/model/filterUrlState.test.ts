import { describe, expect, it } from 'vitest';
import type { FilterConfigItem } from '@panorama/core/filters/filter-types';
import {
  decodeNativeFilters,
  encodeNativeFilters,
  filterStateForUrl,
  searchWithFilterState,
} from './filterUrlState';

const origin: FilterConfigItem = {
  id: 'NATIVE_FILTER-a',
  type: 'NATIVE_FILTER',
  name: 'Origin',
  filterType: 'filter_select',
  description: '',
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  controlValues: {},
  defaultDataMask: { filterState: { value: ['SFO'] } },
  cascadeParentIds: [],
};

describe('the filter state in a dashboard link', () => {
  it('carries values that differ from the defaults and every cross filter', () => {
    const state = filterStateForUrl([origin], {
      'NATIVE_FILTER-a': { filterState: { value: ['JFK'], label: 'JFK' } },
      '12': {
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
        filterState: { value: [['ATL']] },
      },
    });
    expect(state).toEqual({
      'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', filterState: { value: ['JFK'], label: 'JFK' } },
      '12': {
        id: '12',
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
        filterState: { value: [['ATL']] },
      },
    });
    expect(
      filterStateForUrl([origin], { 'NATIVE_FILTER-a': { filterState: { value: ['SFO'] } } }),
    ).toEqual({});
  });

  it('round-trips through rison and leaves other URL parameters in place', () => {
    const state = { 'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', filterState: { value: ['JFK'] } } };
    const text = encodeNativeFilters(state);
    expect(text).not.toBeNull();
    expect(decodeNativeFilters(text)).toEqual(state);
    expect(decodeNativeFilters('(not rison')).toBeNull();
    const search = searchWithFilterState('?standalone=1&native_filters=old', {
      risonText: text,
      key: 'abc',
    });
    const params = new URLSearchParams(search);
    expect(params.get('standalone')).toBe('1');
    expect(params.get('native_filters_key')).toBe('abc');
    expect(decodeNativeFilters(params.get('native_filters'))).toEqual(state);
    expect(searchWithFilterState('?native_filters=x', { risonText: null, key: null })).toBe('');
  });
});
