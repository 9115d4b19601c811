import { describe, expect, it } from 'vitest';
import type { AdhocFilter } from '../adhoc/adhoc-types';
import { buildQueryObject } from './build-query-object';
import type { QueryFormData } from './form-data';
import { queryObjectSchema } from './query-object';

const base: QueryFormData = { datasource: '5__table', viz_type: 'table' };

const simpleWhere: AdhocFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'country',
  operator: 'IN',
  comparator: ['FR', 'DE'],
};

describe('buildQueryObject: fields (step 1)', () => {
  it('folds groupby into columns and keeps metrics', () => {
    const query = buildQueryObject({ ...base, groupby: ['a', 'b'], metrics: ['count'] });
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.metrics).toEqual(['count']);
    expect(query.groupby).toBeUndefined();
  });

  it('maps the legacy aliases to metrics, columns and orderby', () => {
    const query = buildQueryObject({
      ...base,
      metric: 'sum__x',
      secondary_metric: 'avg__y',
      size: 'count',
      series: 'region',
      all_columns: ['name'],
      order_by_cols: ['["name", true]'],
    });
    expect(query.metrics).toEqual(['sum__x', 'avg__y', 'count']);
    expect(query.columns).toEqual(['region', 'name']);
    expect(query.orderby).toEqual([['name', true]]);
  });

  it('honours plugin-supplied aliases', () => {
    const query = buildQueryObject({ ...base, entity: 'name' }, { entity: 'columns' });
    expect(query.columns).toEqual(['name']);
  });

  it('in aggregate mode ignores raw columns', () => {
    const query = buildQueryObject({
      ...base,
      query_mode: 'aggregate',
      groupby: ['g'],
      all_columns: ['raw'],
      metrics: ['count'],
    });
    expect(query.columns).toEqual(['g']);
    expect(query.metrics).toEqual(['count']);
  });

  it('in raw mode ignores groupby and metrics and leaves metrics undefined', () => {
    const query = buildQueryObject({
      ...base,
      query_mode: 'raw',
      groupby: ['g'],
      metrics: ['count'],
      all_columns: ['a', 'b'],
    });
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.metrics).toBeUndefined();
  });

  it('de-duplicates by label and drops empty columns', () => {
    const adhoc = {
      expressionType: 'SIMPLE' as const,
      aggregate: 'SUM' as const,
      column: { column_name: 'x' },
    };
    const query = buildQueryObject({
      ...base,
      groupby: ['a', '', 'a'],
      metrics: [adhoc, { ...adhoc }, 'count'],
    });
    expect(query.columns).toEqual(['a']);
    expect(query.metrics).toEqual([adhoc, 'count']);
  });

  it('rejects orderby options that are not JSON', () => {
    expect(() => buildQueryObject({ ...base, order_by_cols: ['not json'] })).toThrow(
      'Found invalid orderby options',
    );
  });
});

describe('buildQueryObject: legacy extra filters (step 2)', () => {
  it('routes reserved time columns and keeps the rest as filters', () => {
    const query = buildQueryObject({
      ...base,
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last year' },
        { col: '__time_col', op: '==', val: 'created' },
        { col: '__time_grain', op: '==', val: 'P1M' },
        { col: 'name', op: 'IN', val: ['x'] },
      ],
    });
    expect(query.time_range).toBe('Last year');
    expect(query.granularity).toBe('created');
    expect(query.extras.time_grain_sqla).toBe('P1M');
    expect(query.filters).toEqual([{ col: 'name', op: 'IN', val: ['x'] }]);
    expect(query.applied_time_extras).toEqual({
      __time_range: 'Last year',
      __time_col: 'created',
      __time_grain: 'P1M',
    });
  });

  it('takes granularity and grain from form data otherwise', () => {
    const query = buildQueryObject({ ...base, granularity_sqla: 'ds', time_grain_sqla: 'P1W' });
    expect(query.granularity).toBe('ds');
    expect(query.extras.time_grain_sqla).toBe('P1W');
  });
});

describe('buildQueryObject: adhoc filters (step 3)', () => {
  it('splits SIMPLE/SQL × WHERE/HAVING', () => {
    const query = buildQueryObject({
      ...base,
      adhoc_filters: [
        simpleWhere,
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'x', operator: 'IS NULL' },
        {
          expressionType: 'SIMPLE',
          clause: 'HAVING',
          subject: 'SUM(x)',
          operator: '>',
          comparator: 5,
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a = 1' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'b = 2 -- note' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 3' },
      ],
    });
    expect(query.filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR', 'DE'] },
      { col: 'x', op: 'IS NULL' },
    ]);
    expect(query.extras.having_druid).toEqual([{ col: 'SUM(x)', op: '>', val: 5 }]);
    expect(query.extras.where).toBe('(a = 1) AND (b = 2 -- note\n)');
    expect(query.extras.having).toBe('(COUNT(*) > 3)');
  });

  it('prepends a top-level where string and carries timeGrain and isExtra', () => {
    const query = buildQueryObject({
      ...base,
      where: 'z > 0',
      adhoc_filters: [
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'y < 1' },
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last week',
          isExtra: true,
          timeGrain: 'P1D',
        } as AdhocFilter,
      ],
    });
    expect(query.extras.where).toBe('(z > 0) AND (y < 1)');
    expect(query.filters).toEqual([
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week', grain: 'P1D', isExtra: true },
    ]);
  });

  it('skips incomplete filters and omits empty where/having', () => {
    const query = buildQueryObject({
      ...base,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: null, operator: '==' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '  ' },
      ],
    });
    expect(query.filters).toEqual([]);
    expect(query.extras).toEqual({});
  });

  it('appends the filters and adhoc filters of extra_form_data', () => {
    const query = buildQueryObject({
      ...base,
      adhoc_filters: [simpleWhere],
      extra_form_data: {
        filters: [{ col: 'region', op: 'IN', val: ['EU'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'q = 1' }],
      },
    });
    expect(query.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EU'] },
      { col: 'country', op: 'IN', val: ['FR', 'DE'] },
    ]);
    expect(query.extras.where).toBe('(q = 1)');
  });
});

describe('buildQueryObject: assembly (step 4)', () => {
  it('fills defaults and numeric limits', () => {
    const query = buildQueryObject({
      ...base,
      time_range: 'Last week',
      row_limit: '500',
      row_offset: 20,
      limit: '10',
      timeseries_limit_metric: 'count',
      series_limit_metric: 'sum__x',
      series_limit: 5,
      order_desc: false,
      url_params: { a: '1' },
    });
    expect(query).toMatchObject({
      time_range: 'Last week',
      row_limit: 500,
      row_offset: 20,
      timeseries_limit: 10,
      series_limit: 5,
      series_limit_metric: 'sum__x',
      timeseries_limit_metric: 'count',
      order_desc: false,
      url_params: { a: '1' },
      annotation_layers: [],
      custom_params: {},
    });
  });

  it('omits unset values and defaults order_desc to true', () => {
    const query = buildQueryObject({ ...base, row_limit: null, time_range: '', granularity: '' });
    expect(query.row_limit).toBeUndefined();
    expect(query.time_range).toBeUndefined();
    expect(query.granularity).toBeUndefined();
    expect(query.order_desc).toBe(true);
    expect(query.timeseries_limit).toBe(0);
  });

  it('produces a query object the server schema accepts', () => {
    const query = buildQueryObject({
      ...base,
      groupby: ['a'],
      metrics: ['count'],
      adhoc_filters: [simpleWhere],
      row_limit: 10,
      time_range: 'No filter',
    });
    expect(queryObjectSchema.safeParse(query).success).toBe(true);
  });
});

describe('buildQueryObject: extra_form_data overrides (step 5)', () => {
  it('overrides regular keys and extras keys and attaches custom_form_data', () => {
    const query = buildQueryObject({
      ...base,
      time_range: 'Last week',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
      extra_form_data: {
        time_range: 'Last year',
        granularity_sqla: 'created',
        time_grain_sqla: 'P1M',
        relative_start: 'now',
        custom_form_data: { k: 1 },
      },
    });
    expect(query.time_range).toBe('Last year');
    expect(query.granularity).toBe('created');
    expect(query.extras).toMatchObject({ time_grain_sqla: 'P1M', relative_start: 'now' });
    expect(query.custom_form_data).toEqual({ k: 1 });
  });
});

describe('buildQueryObject: a dashboard time range on TEMPORAL_RANGE filters', () => {
  const temporal = {
    clause: 'WHERE' as const,
    expressionType: 'SIMPLE' as const,
    subject: 'date',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
  };

  it('replaces the range of every TEMPORAL_RANGE filter when the query has no granularity', () => {
    const query = buildQueryObject({
      ...base,
      x_axis: 'date',
      adhoc_filters: [temporal],
      extra_form_data: { time_range: '2001-02-01 : 2001-04-01' },
    });
    expect(query.filters).toContainEqual({
      col: 'date',
      op: 'TEMPORAL_RANGE',
      val: '2001-02-01 : 2001-04-01',
    });
    expect(query.time_range).toBe('2001-02-01 : 2001-04-01');
  });

  it('leaves them alone when a granularity column carries the range', () => {
    const query = buildQueryObject({
      ...base,
      granularity_sqla: 'date',
      adhoc_filters: [temporal],
      extra_form_data: { time_range: 'Last year' },
    });
    expect(query.filters).toContainEqual({ col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' });
  });
});

describe('buildQueryObject: x_axis (step 6)', () => {
  it('turns the x-axis column into a BASE_AXIS adhoc column with the grain', () => {
    const query = buildQueryObject({
      ...base,
      x_axis: 'ds',
      time_grain_sqla: 'P1W',
      groupby: ['ds', 'name'],
      is_timeseries: true,
    });
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1W',
        columnType: 'BASE_AXIS',
        sqlExpression: 'ds',
        label: 'ds',
        expressionType: 'SQL',
        isColumnReference: true,
      },
      'name',
    ]);
    expect(query.is_timeseries).toBeUndefined();
  });

  it('keeps an adhoc x-axis column and adds the grain', () => {
    const xAxis = { sqlExpression: 'DATE(ts)', label: 'day', expressionType: 'SQL' as const };
    const query = buildQueryObject({
      ...base,
      x_axis: xAxis,
      time_grain_sqla: 'P1D',
      groupby: [xAxis],
    });
    expect(query.columns).toEqual([{ ...xAxis, timeGrain: 'P1D', columnType: 'BASE_AXIS' }]);
  });

  it('leaves queries without the x-axis column alone', () => {
    const query = buildQueryObject({ ...base, x_axis: 'ds', groupby: ['name'] });
    expect(query.columns).toEqual(['name']);
  });
});
