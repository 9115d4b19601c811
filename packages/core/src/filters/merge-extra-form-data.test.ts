import { describe, expect, it } from 'vitest';
import type { ExtraFormData } from './filter-types';
import { getExtraFormData, mergeExtraFormData } from './merge-extra-form-data';

const origin: ExtraFormData = { filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }] };
const dest: ExtraFormData = { filters: [{ col: 'dest', op: 'NOT IN', val: ['JFK'] }] };

describe('mergeExtraFormData', () => {
  it('concatenates every append key, first mask first', () => {
    const merged = mergeExtraFormData(
      {
        ...origin,
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a > 1' }],
        interactive_groupby: ['a'],
        custom_form_data: [{ x: 1 }],
      },
      {
        ...dest,
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'b > 2' }],
        interactive_groupby: ['b'],
        interactive_highlight: ['h'],
        interactive_drilldown: ['d'],
      },
    );
    expect(merged.filters).toEqual([...origin.filters!, ...dest.filters!]);
    expect(merged.adhoc_filters?.map((f) => f.sqlExpression)).toEqual(['a > 1', 'b > 2']);
    expect(merged.interactive_groupby).toEqual(['a', 'b']);
    expect(merged.interactive_highlight).toEqual(['h']);
    expect(merged.interactive_drilldown).toEqual(['d']);
    expect(merged.custom_form_data).toEqual([{ x: 1 }]);
  });

  it('lets the second mask win on every override key it sets and keeps the first otherwise', () => {
    const keys = [
      'granularity',
      'granularity_sqla',
      'time_column',
      'time_grain',
      'time_range',
      'time_grain_sqla',
      'druid_time_origin',
      'relative_start',
      'relative_end',
    ] as const;
    const a = Object.fromEntries(keys.map((k) => [k, `a-${k}`])) as ExtraFormData;
    expect(mergeExtraFormData(a, { time_range: 'Last week', time_grain_sqla: 'P1M' })).toEqual({
      ...a,
      time_range: 'Last week',
      time_grain_sqla: 'P1M',
    });
    expect(mergeExtraFormData({}, a)).toEqual(a);
  });

  it('leaves out empty lists and unknown keys', () => {
    expect(mergeExtraFormData({ filters: [] }, { adhoc_filters: [] })).toEqual({});
    expect(mergeExtraFormData(undefined, undefined)).toEqual({});
    expect(mergeExtraFormData({ other: 1 } as ExtraFormData, { time_range: 'No filter' })).toEqual({
      time_range: 'No filter',
    });
  });

  it('does not mutate its inputs', () => {
    const a: ExtraFormData = { filters: [{ col: 'x', op: 'IN', val: [1] }] };
    mergeExtraFormData(a, dest);
    expect(a.filters).toHaveLength(1);
  });
});

describe('getExtraFormData', () => {
  it('folds the masks of the listed ids in the order given', () => {
    const dataMask = {
      f1: { id: 'f1', extraFormData: { ...origin, time_range: 'Last year' } },
      f2: { id: 'f2', extraFormData: { ...dest, time_range: 'Last week' } },
      f3: { id: 'f3' },
    };
    expect(getExtraFormData(dataMask, ['f2', 'f1', 'f3', 'missing'])).toEqual({
      filters: [...dest.filters!, ...origin.filters!],
      time_range: 'Last year',
    });
    expect(getExtraFormData(dataMask, [])).toEqual({});
  });
});
