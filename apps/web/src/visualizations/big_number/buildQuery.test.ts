import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { queryContextSchema } from '@panorama/core/query/query-object';
import { buildQuery } from './buildQuery';
import { xAxisGrainColumn } from '../shared/testing/grainColumnFixture';

const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'big_number',
  x_axis: 'order_date',
  time_grain_sqla: 'P1W',
  metric: 'count',
  adhoc_filters: [],
  time_range: 'Last quarter',
};

const pivot = {
  operation: 'pivot',
  options: {
    index: ['order_date'],
    columns: [],
    aggregates: { count: { operator: 'mean' } },
    drop_missing_columns: false,
  },
};

describe('big_number buildQuery', () => {
  it('asks for the metric per time bucket, pivoted and flattened', () => {
    const context = buildQuery(formData);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query?.metrics).toEqual(['count']);
    expect(query?.columns).toEqual([xAxisGrainColumn('order_date', 'P1W')]);
    expect(query?.post_processing).toEqual([pivot, { operation: 'flatten' }]);
    expect(queryContextSchema.safeParse(context).success).toBe(true);
  });

  it('falls back to the legacy time column without an x-axis', () => {
    const { x_axis: _x, ...legacy } = formData;
    const [query] = buildQuery({ ...legacy, granularity_sqla: 'ds' }).queries;
    expect(query?.is_timeseries).toBe(true);
    expect(query?.columns).toEqual([]);
    expect(query?.granularity).toBe('ds');
    expect(query?.post_processing?.[0]).toMatchObject({ options: { index: ['__timestamp'] } });
  });

  it('adds rolling windows, cumulative sums and resampling', () => {
    const rolling = buildQuery({
      ...formData,
      rolling_type: 'mean',
      rolling_periods: '7',
      min_periods: 3,
    });
    expect(rolling.queries[0]?.post_processing).toEqual([
      pivot,
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 3, columns: { count: 'count' } },
      },
      { operation: 'flatten' },
    ]);
    const cum = buildQuery({
      ...formData,
      rolling_type: 'cumsum',
      resample_rule: '1D',
      resample_method: 'zerofill',
    });
    expect(cum.queries[0]?.post_processing).toEqual([
      pivot,
      { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
      { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } },
      { operation: 'flatten' },
    ]);
    expect(
      buildQuery({ ...formData, rolling_type: 'None' }).queries[0]?.post_processing,
    ).toHaveLength(2);
  });

  it('adds an aggregating query unless the last value is shown', () => {
    expect(buildQuery({ ...formData, aggregation: 'LAST_VALUE' }).queries).toHaveLength(1);
    const summed = buildQuery({ ...formData, aggregation: 'sum' });
    expect(summed.queries).toHaveLength(2);
    expect(summed.queries[1]?.post_processing).toEqual([
      pivot,
      {
        operation: 'aggregate',
        options: { groupby: [], aggregates: { count: { operator: 'sum' } } },
      },
    ]);
  });
});
