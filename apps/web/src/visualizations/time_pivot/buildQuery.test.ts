import { describe, expect, it } from 'vitest';
import { queryContextSchema } from '@panorama/core/query/query-object';
import { buildQuery } from './buildQuery';

function query(extra: Record<string, unknown>) {
  const context = buildQuery({
    datasource: '3__table',
    viz_type: 'time_pivot',
    metric: 'avg_temp_max',
    granularity_sqla: 'date',
    time_grain_sqla: 'P1D',
    time_range: '2013-01-01 : 2016-01-01',
    freq: 'AS',
    ...extra,
  });
  expect(queryContextSchema.safeParse(context).success).toBe(true);
  expect(context.queries).toHaveLength(1);
  return context.queries[0];
}

describe('time_pivot buildQuery', () => {
  it('asks for the one metric per time bucket of the time column, in the range', () => {
    const q = query({});
    expect(q?.metrics).toEqual(['avg_temp_max']);
    expect(q?.columns).toHaveLength(1);
    expect(JSON.stringify(q?.columns)).toContain('date');
    expect(JSON.stringify(q?.columns)).toContain('P1D');
    expect(q?.time_range).toBe('2013-01-01 : 2016-01-01');
    expect(q?.post_processing?.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('ignores a group-by and extra metrics the form data may still carry', () => {
    const q = query({ groupby: ['weather'], metrics: ['count', 'sum_precipitation'] });
    expect(q?.metrics).toEqual(['avg_temp_max']);
    expect(JSON.stringify(q?.columns)).not.toContain('weather');
  });

  it('takes x_axis when the form data names one', () => {
    const q = query({ granularity_sqla: undefined, x_axis: 'date' });
    expect(JSON.stringify(q?.columns)).toContain('date');
  });

  it('asks the server for the rolling window, with min_periods', () => {
    const q = query({ rolling_type: 'mean', rolling_periods: '7', min_periods: '3' });
    const rolling = q?.post_processing?.find((rule) => rule?.operation === 'rolling');
    expect(rolling?.options).toMatchObject({
      rolling_type: 'mean',
      window: 7,
      min_periods: 3,
      columns: { avg_temp_max: 'avg_temp_max' },
    });
    const cumulative = query({ rolling_type: 'cumsum' })?.post_processing?.map(
      (rule) => rule?.operation,
    );
    expect(cumulative).toEqual(['pivot', 'cum', 'flatten']);
  });

  it('passes adhoc filters through', () => {
    const q = query({
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'weather',
          operator: '==',
          comparator: 'rain',
        },
      ],
    });
    expect(q?.filters).toEqual([{ col: 'weather', op: '==', val: 'rain' }]);
  });
});
