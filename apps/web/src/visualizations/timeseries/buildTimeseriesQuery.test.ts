import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildTimeseriesQuery } from './buildTimeseriesQuery';
import { xAxisGrainColumn } from '../shared/testing/grainColumnFixture';

const BASE: QueryFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  metrics: ['count'],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  truncate_metric: true,
  show_empty_columns: true,
};

function query(overrides: Partial<QueryFormData>) {
  const context = buildTimeseriesQuery({ ...BASE, ...overrides });
  expect(context.queries).toHaveLength(1);
  return { context, query: context.queries[0]! };
}

describe('buildTimeseriesQuery', () => {
  it('queries the x axis as a BASE_AXIS column at the time grain, then pivots and flattens', () => {
    const { context, query: q } = query({});
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.result_type).toBe('full');
    expect(q.columns).toEqual([xAxisGrainColumn('ds', 'P1M')]);
    expect(q.is_timeseries).toBeUndefined();
    expect(q.metrics).toEqual(['count']);
    expect(q.series_columns).toEqual([]);
    expect(q.orderby).toEqual([['count', false]]);
    expect(q.row_limit).toBe(10000);
    expect(q.time_offsets).toEqual([]);
    expect(q.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: [],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('adds the group-by after the x axis, as series columns, and truncates one metric', () => {
    const { query: q } = query({
      groupby: ['gender', 'state'],
      limit: 5,
      timeseries_limit_metric: 'sum__num',
      order_desc: false,
    });
    expect(q.columns?.slice(1)).toEqual(['gender', 'state']);
    expect(q.series_columns).toEqual(['gender', 'state']);
    expect(q.timeseries_limit).toBe(5);
    expect(q.orderby).toEqual([['sum__num', true]]);
    expect(q.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['gender', 'state'],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { count: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
  });

  it('keeps metric names with several metrics or when truncate_metric is off', () => {
    const many = query({ groupby: ['gender'], metrics: ['count', 'sum__num'] }).query;
    expect(many.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
    const off = query({ groupby: ['gender'], truncate_metric: false }).query;
    expect(off.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('sorts the pivoted rows by the x axis or a metric when asked, without a group-by', () => {
    const byMetric = query({ x_axis: 'origin', x_axis_sort: 'count', x_axis_sort_asc: false });
    expect(byMetric.query.post_processing.map((rule) => rule?.operation)).toEqual([
      'pivot',
      'sort',
      'flatten',
    ]);
    expect(byMetric.query.post_processing[1]).toEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
    const byLabel = query({ x_axis: 'origin', x_axis_sort: 'origin', x_axis_sort_asc: true });
    expect(byLabel.query.post_processing).toContainEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: true },
    });
    const operations = (overrides: Partial<QueryFormData>) =>
      query({ x_axis: 'origin', ...overrides }).query.post_processing.map((r) => r?.operation);
    expect(operations({ x_axis_sort: 'count', groupby: ['dest'] })).not.toContain('sort');
    expect(operations({ x_axis_sort: 'AVG(distance)' })).not.toContain('sort');
  });

  it('drops empty columns when show_empty_columns is off', () => {
    const { query: q } = query({ show_empty_columns: false });
    expect(q.post_processing[0]?.options?.drop_missing_columns).toBe(true);
  });

  it('requests a rolling window or a running total on the pivoted metrics', () => {
    const rolling = query({ rolling_type: 'mean', rolling_periods: '7', min_periods: 3 }).query;
    expect(rolling.post_processing[1]).toEqual({
      operation: 'rolling',
      options: {
        rolling_type: 'mean',
        window: 7,
        min_periods: 3,
        columns: { count: 'count' },
        is_pivot_df: true,
      },
    });
    const cumulative = query({ rolling_type: 'cumsum' }).query;
    expect(cumulative.post_processing[1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count' }, is_pivot_df: true },
    });
    const none = query({ rolling_type: 'None' }).query;
    expect(none.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('asks for time offsets and pivots the shifted metrics with actual values', () => {
    const { query: q } = query({ time_compare: ['1 year ago'], comparison_type: 'values' });
    expect(q.time_offsets).toEqual(['1 year ago']);
    expect(q.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: [],
          aggregates: {
            count: { operator: 'mean' },
            'count__1 year ago': { operator: 'mean' },
          },
          drop_missing_columns: false,
        },
      },
      {
        operation: 'rename',
        options: { columns: { 'count__1 year ago': '1 year ago' }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ]);
  });

  it('compares with the offsets for differences, rolling over the compared columns', () => {
    const { query: q } = query({
      time_compare: ['1 week ago'],
      comparison_type: 'difference',
      rolling_type: 'sum',
      rolling_periods: 2,
    });
    const operations = q.post_processing.map((rule) => rule?.operation);
    expect(operations).toEqual(['pivot', 'rolling', 'compare', 'rename', 'flatten']);
    expect(q.post_processing[1]?.options?.columns).toEqual({
      'difference__count__count__1 week ago': 'difference__count__count__1 week ago',
    });
    expect(q.post_processing[2]).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count'],
        compare_columns: ['count__1 week ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      },
    });
    expect(q.post_processing[3]?.options?.columns).toEqual({
      'difference__count__count__1 week ago': '1 week ago',
    });
  });

  it('ignores a comparison type without offsets', () => {
    const { query: q } = query({ time_compare: [], comparison_type: 'ratio' });
    expect(q.time_offsets).toEqual([]);
    expect(q.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('resamples (zerofill is asfreq filled with 0) and adds contributions with time shifts', () => {
    const zero = query({ resample_rule: '1D', resample_method: 'zerofill' }).query;
    expect(zero.post_processing[1]).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
    const mean = query({ resample_rule: '7D', resample_method: 'mean' }).query;
    expect(mean.post_processing[1]?.options).toEqual({
      method: 'mean',
      rule: '7D',
      fill_value: null,
    });
    const contribution = query({
      contributionMode: 'row',
      time_compare: ['1 day ago'],
      comparison_type: 'values',
    }).query;
    expect(contribution.post_processing.find((rule) => rule?.operation === 'contribution')).toEqual(
      {
        operation: 'contribution',
        options: { orientation: 'row', time_shifts: ['1 day ago'] },
      },
    );
  });

  it('falls back to the legacy time column, and to __timestamp without any', () => {
    const legacy = query({ x_axis: undefined, granularity_sqla: 'created_at' }).query;
    expect(legacy.columns?.[0]).toMatchObject({
      sqlExpression: 'created_at',
      columnType: 'BASE_AXIS',
    });
    expect(legacy.post_processing[0]?.options?.index).toEqual(['created_at']);

    const bare = query({ x_axis: undefined }).query;
    expect(bare.is_timeseries).toBe(true);
    expect(bare.columns).toEqual([]);
    expect(bare.post_processing[0]?.options?.index).toEqual(['__timestamp']);
  });

  it('passes filters, the time range and adhoc metrics through the base query', () => {
    const metric = {
      expressionType: 'SIMPLE' as const,
      column: { column_name: 'num' },
      aggregate: 'SUM' as const,
      label: 'Total',
    };
    const { query: q } = query({
      metrics: [metric],
      time_range: 'Last week',
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'state',
          operator: 'IN',
          comparator: ['CA'],
        },
      ] as QueryFormData['adhoc_filters'],
    });
    expect(q.time_range).toBe('Last week');
    expect(q.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA'] }]);
    expect(q.post_processing[0]?.options?.aggregates).toEqual({ Total: { operator: 'mean' } });
    expect(q.orderby).toEqual([[metric, false]]);
  });
});
