import { describe, expect, it } from 'vitest';
import {
  convertLegacyFiltersIntoAdhoc,
  mergeExtraFilters,
  mergeRequestParams,
  prepareExploreFormData,
  updateTimeRange,
} from './explore-form-data-merge';

/** A chart's own time filter as saved: its range must survive every dashboard or URL override. */
const savedTemporalRange = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'date',
  operator: 'TEMPORAL_RANGE',
  comparator: '2001-04-01 : 2001-07-01',
};

describe('explore form data preparation', () => {
  it('moves legacy since/until into time_range', () => {
    expect(updateTimeRange({ since: '2020-01-01', until: 'now', a: 1 })).toEqual({
      time_range: '2020-01-01 : now',
      a: 1,
    });
    expect(updateTimeRange({ until: 'now' })).toEqual({ time_range: ' : now' });
    const untouched = { time_range: 'Last week' };
    expect(updateTimeRange(untouched)).toBe(untouched);
  });

  it('turns legacy filters, where and having into adhoc filters', () => {
    const out = convertLegacyFiltersIntoAdhoc({
      where: 'a > 1',
      having: 'SUM(b) > 2',
      filters: [{ col: 'region', op: 'in', val: ['north'] }, null],
    });
    expect(out).not.toHaveProperty('where');
    expect(out).not.toHaveProperty('having');
    expect(out).not.toHaveProperty('filters');
    expect(out.adhoc_filters).toEqual([
      expect.objectContaining({
        clause: 'HAVING',
        expressionType: 'SQL',
        sqlExpression: 'SUM(b) > 2',
      }),
      expect.objectContaining({ clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'a > 1' }),
      expect.objectContaining({
        clause: 'WHERE',
        expressionType: 'SIMPLE',
        subject: 'region',
        operator: 'in',
        comparator: ['north'],
        filterOptionName: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      }),
    ]);
  });

  it('keeps existing adhoc filters and drops the legacy keys', () => {
    const adhoc = [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x' }];
    const out = convertLegacyFiltersIntoAdhoc({ adhoc_filters: adhoc, where: 'ignored' });
    expect(out).toEqual({ adhoc_filters: adhoc });
  });

  it('merges extra_form_data: overrides, extras, appended filters and the time range', () => {
    const out = mergeExtraFilters({
      time_range: 'No filter',
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'No filter',
        },
      ],
      adhoc_filters_b: [],
      extra_form_data: {
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
        filters: [{ col: 'region', op: 'IN', val: ['south'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'y = 1' }],
      },
    });
    expect(out).not.toHaveProperty('extra_form_data');
    expect(out.time_range).toBe('Last week');
    expect(out.extras).toEqual({ time_grain_sqla: 'P1D' });
    expect(out.applied_time_extras).toEqual({});
    expect(out.adhoc_filters).toEqual([
      expect.objectContaining({ operator: 'TEMPORAL_RANGE', comparator: 'Last week' }),
      { isExtra: true, expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'y = 1' },
      expect.objectContaining({
        subject: 'region',
        operator: 'IN',
        comparator: ['south'],
        isExtra: true,
      }),
    ]);
    expect(out.adhoc_filters_b).toEqual([
      expect.objectContaining({ subject: 'region', isExtra: true }),
    ]);
  });

  it("keeps a saved TEMPORAL_RANGE filter's range: the form data's own time_range is no override", () => {
    const saved = savedTemporalRange;
    for (const timeRange of ['No filter', 'Last week']) {
      const out = prepareExploreFormData({ time_range: timeRange, adhoc_filters: [saved] }, {});
      expect(out.adhoc_filters).toEqual([saved]);
      expect(out.time_range).toBe(timeRange);
    }
    // Opening it again (as every save and reopen does) changes nothing either.
    const once = prepareExploreFormData({ time_range: 'No filter', adhoc_filters: [saved] }, {});
    expect(prepareExploreFormData(once, {}).adhoc_filters).toEqual([saved]);
  });

  it.each([
    {
      name: 'lets a legacy __time_range extra filter set time_range but not a TEMPORAL_RANGE filter',
      formData: {
        time_range: 'No filter',
        extra_filters: [{ col: '__time_range', op: '==', val: 'Last year' }],
      },
    },
    {
      name: 'a dashboard time range does not reach TEMPORAL_RANGE filters of a granularity chart',
      formData: { granularity_sqla: 'date', extra_form_data: { time_range: 'Last year' } },
    },
  ])('$name', ({ formData }) => {
    const out = mergeExtraFilters({ ...formData, adhoc_filters: [savedTemporalRange] });
    expect(out.time_range).toBe('Last year');
    expect(out.adhoc_filters).toEqual([savedTemporalRange]);
  });

  it('merges legacy extra_filters, time extras aside, without duplicating existing filters', () => {
    const out = mergeExtraFilters({
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'region',
          operator: 'in',
          comparator: ['a', 'b'],
        },
      ],
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last year' },
        { col: '__time_grain', op: '==', val: 'No filter' },
        { col: 'region', op: 'in', val: ['b', 'a'] },
        { col: 'city', op: 'in', val: ['x'] },
        { col: 'empty', op: 'in', val: [] },
      ],
    });
    expect(out).not.toHaveProperty('extra_filters');
    expect(out.time_range).toBe('Last year');
    expect(out).not.toHaveProperty('time_grain_sqla');
    expect(out.applied_time_extras).toEqual({ __time_range: 'Last year' });
    expect(out.adhoc_filters).toHaveLength(2);
    expect((out.adhoc_filters as Record<string, unknown>[])[1]).toMatchObject({
      subject: 'city',
      comparator: ['x'],
      isExtra: true,
    });
  });

  it('keeps the request parameters in url_params, except form_data and r', () => {
    expect(
      mergeRequestParams({ url_params: { a: '1' } }, { slice_id: '3', form_data: '{}', r: '9' }),
    ).toEqual({ url_params: { a: '1', slice_id: '3' } });
    expect(prepareExploreFormData({ datasource: '1__table' }, {})).toEqual({
      datasource: '1__table',
      adhoc_filters: [],
      applied_time_extras: {},
      url_params: {},
    });
  });
});
