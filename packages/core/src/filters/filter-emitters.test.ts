import { describe, expect, it } from 'vitest';
import {
  extraFormDataFor,
  groupByExtraFormData,
  rangeExtraFormData,
  selectExtraFormData,
  timeColumnExtraFormData,
  timeExtraFormData,
  timeGrainExtraFormData,
} from './filter-emitters';
import type { NativeFilter } from './filter-types';
import { nativeFilter } from './native-filter-fixture';

const NO_ROWS = {
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
};

function filter(filterType: string, controlValues: Record<string, unknown> = {}): NativeFilter {
  return nativeFilter('NATIVE_FILTER-a', {
    name: 'Origin',
    filterType,
    targets: [{ datasetId: 3, column: { name: 'origin' } }],
    controlValues,
  });
}

describe('selectExtraFormData', () => {
  it('emits IN for selected values and NOT IN with inverse selection', () => {
    expect(selectExtraFormData('origin', ['SFO', 'LAX'])).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO', 'LAX'] }],
    });
    expect(selectExtraFormData('origin', ['SFO'], { inverseSelection: true })).toEqual({
      filters: [{ col: 'origin', op: 'NOT IN', val: ['SFO'] }],
    });
  });

  it('emits a no-row WHERE when nothing is selected and enableEmptyFilter is on', () => {
    expect(selectExtraFormData('origin', [], { enableEmptyFilter: true })).toEqual(NO_ROWS);
    expect(selectExtraFormData('origin', null, { enableEmptyFilter: true })).toEqual(NO_ROWS);
  });

  it('emits nothing when nothing is selected otherwise', () => {
    expect(selectExtraFormData('origin', [])).toEqual({});
    expect(selectExtraFormData('origin', null)).toEqual({});
    // Excluding nothing keeps every row, even with enableEmptyFilter.
    expect(
      selectExtraFormData('origin', [], { enableEmptyFilter: true, inverseSelection: true }),
    ).toEqual({});
  });

  it('keeps null among selected values', () => {
    expect(selectExtraFormData('origin', [null, 'SFO'])).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: [null, 'SFO'] }],
    });
  });
});

describe('rangeExtraFormData', () => {
  it('emits both bounds, or only the one set', () => {
    expect(rangeExtraFormData('distance', [100, 500])).toEqual({
      filters: [
        { col: 'distance', op: '>=', val: 100 },
        { col: 'distance', op: '<=', val: 500 },
      ],
    });
    expect(rangeExtraFormData('distance', [0, null])).toEqual({
      filters: [{ col: 'distance', op: '>=', val: 0 }],
    });
    expect(rangeExtraFormData('distance', [null, 250])).toEqual({
      filters: [{ col: 'distance', op: '<=', val: 250 }],
    });
    expect(rangeExtraFormData('distance', [null, null])).toEqual({});
    expect(rangeExtraFormData('distance', [])).toEqual({});
  });
});

describe('time filters', () => {
  it('time range: the range, except empty and No filter', () => {
    expect(timeExtraFormData('Last week')).toEqual({ time_range: 'Last week' });
    expect(timeExtraFormData('2020-01-01 : 2020-02-01')).toEqual({
      time_range: '2020-01-01 : 2020-02-01',
    });
    expect(timeExtraFormData('No filter')).toEqual({});
    expect(timeExtraFormData('')).toEqual({});
    expect(timeExtraFormData(null)).toEqual({});
  });

  it('time column and time grain take the first value', () => {
    expect(timeColumnExtraFormData(['ds'])).toEqual({ granularity_sqla: 'ds' });
    expect(timeColumnExtraFormData('ds')).toEqual({ granularity_sqla: 'ds' });
    expect(timeColumnExtraFormData([])).toEqual({});
    expect(timeGrainExtraFormData(['P1M'])).toEqual({ time_grain_sqla: 'P1M' });
    expect(timeGrainExtraFormData(null)).toEqual({});
  });
});

describe('extraFormDataFor', () => {
  it('dispatches by filter type with the filter controls', () => {
    expect(extraFormDataFor(filter('filter_select'), { value: ['SFO'] })).toEqual({
      filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }],
    });
    expect(
      extraFormDataFor(filter('filter_select', { inverseSelection: true }), { value: 'SFO' }),
    ).toEqual({ filters: [{ col: 'origin', op: 'NOT IN', val: ['SFO'] }] });
    expect(
      extraFormDataFor(filter('filter_select', { enableEmptyFilter: true }), { value: null }),
    ).toEqual(NO_ROWS);
    expect(extraFormDataFor(filter('filter_range'), { value: [1, 2] }).filters).toHaveLength(2);
    expect(extraFormDataFor(filter('filter_time'), { value: 'Last day' })).toEqual({
      time_range: 'Last day',
    });
    expect(extraFormDataFor(filter('filter_timecolumn'), { value: ['ts'] })).toEqual({
      granularity_sqla: 'ts',
    });
    expect(extraFormDataFor(filter('filter_timegrain'), { value: ['P1D'] })).toEqual({
      time_grain_sqla: 'P1D',
    });
    expect(extraFormDataFor(filter('filter_unknown'), { value: ['a'] })).toEqual({});
  });
});

describe('groupByExtraFormData', () => {
  it('emits the chosen columns as interactive_groupby, and nothing when none are chosen', () => {
    expect(groupByExtraFormData(['origin', 'dest'])).toEqual({
      interactive_groupby: ['origin', 'dest'],
    });
    expect(groupByExtraFormData('origin')).toEqual({ interactive_groupby: ['origin'] });
    expect(groupByExtraFormData([])).toEqual({});
    expect(groupByExtraFormData(null)).toEqual({});
  });

  it('is what a filter_groupby filter emits for its value', () => {
    expect(extraFormDataFor(filter('filter_groupby'), { value: ['carrier'] })).toEqual({
      interactive_groupby: ['carrier'],
    });
  });
});
