import { describe, expect, it } from 'vitest';
import { crossFilterDataMask, selectedNamesOf } from './crossFilter';

const VALUES = { 'boy, CA': ['boy', 'CA'], 'girl, <NULL>': ['girl', null] };

describe('crossFilterDataMask', () => {
  it('filters every group-by column on the clicked series values', () => {
    expect(crossFilterDataMask(['gender', 'state'], VALUES, [], 'boy, CA')).toEqual({
      extraFormData: {
        filters: [
          { col: 'gender', op: 'IN', val: ['boy'] },
          { col: 'state', op: 'IN', val: ['CA'] },
        ],
      },
      filterState: {
        label: 'boy, CA',
        value: [['boy', 'CA']],
        filters: { gender: ['boy'], state: ['CA'] },
        selectedValues: ['boy, CA'],
      },
    });
  });

  it('uses IS NULL for a missing value', () => {
    const mask = crossFilterDataMask(['gender', 'state'], VALUES, [], 'girl, <NULL>');
    expect(mask.extraFormData.filters[1]).toEqual({ col: 'state', op: 'IS NULL' });
  });

  it('clears the filter when the selected value is clicked again', () => {
    expect(crossFilterDataMask(['gender', 'state'], VALUES, ['boy, CA'], 'boy, CA')).toEqual({
      extraFormData: { filters: [] },
      filterState: { label: null, value: null, filters: null, selectedValues: null },
    });
  });

  it('replaces another selection', () => {
    const mask = crossFilterDataMask(['gender', 'state'], VALUES, ['girl, <NULL>'], 'boy, CA');
    expect(mask.filterState.selectedValues).toEqual(['boy, CA']);
  });

  it('reads the selection back from the filter state', () => {
    expect(selectedNamesOf({ selectedValues: ['a', 3, 'b'] })).toEqual(['a', 'b']);
    expect(selectedNamesOf(undefined)).toEqual([]);
  });
});
