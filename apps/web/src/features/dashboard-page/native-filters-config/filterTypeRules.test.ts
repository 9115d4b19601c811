import { describe, expect, it } from 'vitest';
import { FILTER_TYPE_LABELS, FILTER_TYPES } from './filterTypeRules';

describe('filter types offered in the configuration modal', () => {
  it('are Superset’s five stable types, without the experimental group-by filter', () => {
    // Superset offered `filter_groupby` only with DASHBOARD_FILTERS_EXPERIMENTAL on; Panorama
    // has no such filter, so the flag adds nothing here.
    expect(FILTER_TYPES).toEqual([
      'filter_select',
      'filter_range',
      'filter_time',
      'filter_timecolumn',
      'filter_timegrain',
    ]);
    expect(Object.keys(FILTER_TYPE_LABELS)).not.toContain('filter_groupby');
  });
});
