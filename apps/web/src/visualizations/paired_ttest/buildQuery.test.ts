import { describe, expect, it } from 'vitest';
import { queryContextSchema } from '@panorama/core/query/query-object';
import { buildQuery } from './buildQuery';

function query(extra: Record<string, unknown>) {
  const context = buildQuery({
    datasource: '3__table',
    viz_type: 'paired_ttest',
    metrics: ['count'],
    groupby: ['origin'],
    granularity_sqla: 'date',
    time_grain_sqla: 'P1M',
    time_range: '2015-01-01 : 2016-01-01',
    ...extra,
  });
  expect(queryContextSchema.safeParse(context).success).toBe(true);
  return context.queries[0];
}

describe('paired_ttest buildQuery', () => {
  it('asks for the metrics per time bucket and group', () => {
    const q = query({ limit: 5 });
    expect(q?.is_timeseries).toBe(true);
    expect(q?.metrics).toEqual(['count']);
    expect(q?.columns).toEqual(['origin']);
    expect(q?.granularity).toBe('date');
    expect(q?.extras?.time_grain_sqla).toBe('P1M');
    expect(q?.time_range).toBe('2015-01-01 : 2016-01-01');
    expect(q?.timeseries_limit).toBe(5);
  });

  it('adds a sort metric outside the metrics and orders by it when descending', () => {
    const q = query({ timeseries_limit_metric: 'sum_delay', order_desc: true });
    expect(q?.metrics).toEqual(['count', 'sum_delay']);
    expect(q?.orderby).toEqual([['sum_delay', false]]);
    expect(query({ timeseries_limit_metric: 'count' })?.metrics).toEqual(['count']);
  });
});
