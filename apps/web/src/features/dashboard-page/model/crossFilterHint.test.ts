import { describe, expect, it } from 'vitest';
import { crossFilterHint } from './crossFilterHint';

describe('crossFilterHint', () => {
  it('tells that a chart type without cross filters does not support them', () => {
    expect(
      crossFilterHint({
        behaviors: ['DRILL_TO_DETAIL'],
        crossFiltersEnabled: true,
        isFilterBox: false,
      }),
    ).toBe('This visualization type does not support cross-filtering.');
  });

  it('tells that the dashboard has cross filters turned off', () => {
    expect(
      crossFilterHint({
        behaviors: ['INTERACTIVE_CHART'],
        crossFiltersEnabled: false,
        isFilterBox: false,
      }),
    ).toBe('Cross-filtering is not enabled for this dashboard.');
  });

  it('says nothing for a chart that cross-filters, a filter box or a type still loading', () => {
    const enabled = { crossFiltersEnabled: true, isFilterBox: false };
    expect(crossFilterHint({ ...enabled, behaviors: ['INTERACTIVE_CHART'] })).toBeNull();
    expect(crossFilterHint({ ...enabled, behaviors: [], isFilterBox: true })).toBeNull();
    expect(crossFilterHint({ ...enabled, behaviors: undefined })).toBeNull();
  });
});
