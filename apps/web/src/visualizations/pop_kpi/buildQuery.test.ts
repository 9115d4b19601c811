import { describe, expect, it } from 'vitest';
import { queryContextSchema } from '@panorama/core/query/query-object';
import { buildQuery } from './buildQuery';

const timeFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'date',
  operator: 'TEMPORAL_RANGE',
  comparator: '2015-01-01 : 2016-01-01',
} as const;

function query(extra: Record<string, unknown>) {
  const context = buildQuery({
    datasource: '3__table',
    viz_type: 'pop_kpi',
    metric: 'count',
    adhoc_filters: [timeFilter],
    ...extra,
  });
  expect(queryContextSchema.safeParse(context).success).toBe(true);
  expect(context.queries).toHaveLength(1);
  return context.queries[0];
}

describe('pop_kpi buildQuery', () => {
  it('asks for the metric over the range and over the chosen shift', () => {
    const q = query({ time_compare: '1 year ago' });
    expect(q?.metrics).toEqual(['count']);
    expect(q?.columns).toEqual([]);
    expect(q?.time_offsets).toEqual(['1 year ago']);
    expect(q?.filters).toEqual([
      { col: 'date', op: 'TEMPORAL_RANGE', val: '2015-01-01 : 2016-01-01' },
    ]);
  });

  it('reads a saved list, inherit, and a custom start date', () => {
    expect(query({ time_compare: ['1 week ago'] })?.time_offsets).toEqual(['1 week ago']);
    expect(query({ time_compare: 'inherit' })?.time_offsets).toEqual(['inherit']);
    expect(
      query({ time_compare: 'custom', start_date_offset: '2014-03-01' })?.time_offsets,
    ).toEqual(['2014-03-01']);
  });

  it('asks for no shift without a comparison or a custom date', () => {
    expect(query({})?.time_offsets).toEqual([]);
    expect(query({ time_compare: 'custom' })?.time_offsets).toEqual([]);
  });
});
