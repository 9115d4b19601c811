import { describe, expect, it } from 'vitest';
import { FILTER_TYPE_LABELS, offeredFilterTypes } from './filterTypeRules';

const STABLE = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timecolumn',
  'filter_timegrain',
];

describe('filter types offered in the configuration modal', () => {
  it('are Superset’s five stable types while experimental filters are off', () => {
    expect(offeredFilterTypes(false)).toEqual(STABLE);
  });

  it('add the group-by filter, labelled as in Superset, with experimental filters on', () => {
    expect(offeredFilterTypes(true)).toEqual([...STABLE, 'filter_groupby']);
    expect(FILTER_TYPE_LABELS.filter_groupby).toBe('Group By');
  });
});
