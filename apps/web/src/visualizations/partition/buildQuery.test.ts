import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '7__table',
  viz_type: 'partition',
  groupby: ['island', 'species', 'sex'],
  metrics: ['count', 'avg_body_mass_g'],
  adhoc_filters: [],
  row_limit: 1000,
  time_series_option: 'not_time',
};

describe('partition buildQuery', () => {
  it('groups the metrics by every hierarchy level, top level first', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['island', 'species', 'sex']);
    expect(query.metrics).toEqual(['count', 'avg_body_mass_g']);
    expect(query.orderby).toEqual([]);
    expect(query.row_limit).toBe(1000);
  });

  it('asks for the sort metric and orders by it, largest first, when descending', () => {
    const query = buildQuery({
      ...FORM_DATA,
      timeseries_limit_metric: 'sum_flipper_length_mm',
      order_desc: true,
    }).queries[0]!;
    expect(query.metrics).toEqual(['count', 'avg_body_mass_g', 'sum_flipper_length_mm']);
    expect(query.orderby).toEqual([['sum_flipper_length_mm', false]]);
  });

  it('does not group by time when the option is "Not Time Series"', () => {
    const query = buildQuery({ ...FORM_DATA, granularity_sqla: 'date' }).queries[0]!;
    expect(query.columns).toEqual(['island', 'species', 'sex']);
    expect(query.is_timeseries).toBeUndefined();
  });

  it.each([
    'time_series',
    'agg_sum',
    'agg_mean',
    'point_diff',
    'point_factor',
    'point_percent',
    'adv_anal',
  ])('groups by the time column at the time grain first with the %s option', (option) => {
    const query = buildQuery({
      ...FORM_DATA,
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
      time_series_option: option,
    }).queries[0]!;
    expect(query.columns).toEqual([
      expect.objectContaining({
        columnType: 'BASE_AXIS',
        sqlExpression: 'date',
        label: 'date',
        timeGrain: 'P1M',
      }),
      'island',
      'species',
      'sex',
    ]);
    expect(query.metrics).toEqual(['count', 'avg_body_mass_g']);
    expect(query.row_limit).toBe(1000);
  });

  it('asks the server for its time column when no time column is chosen', () => {
    const query = buildQuery({ ...FORM_DATA, time_series_option: 'agg_mean' }).queries[0]!;
    expect(query.columns).toEqual(['island', 'species', 'sex']);
    expect(query.is_timeseries).toBe(true);
  });
});
