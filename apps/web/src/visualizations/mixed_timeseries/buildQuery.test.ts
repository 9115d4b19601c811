import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { displayFormDataB, removeFormDataSuffix, retainFormDataSuffix } from './mixedFormData';
import { xAxisGrainColumn } from '../shared/testing/grainColumnFixture';
import { MIXED_FORM_DATA } from './mixedFormDataFixture';

const FORM_DATA: QueryFormData = {
  ...MIXED_FORM_DATA,
  adhoc_filters: [],
  row_limit: 10000,
  truncate_metric: true,
  adhoc_filters_b: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'state',
      operator: '==',
      comparator: 'CA',
    },
  ],
  limit_b: 5,
  row_limit_b: 500,
  rolling_type_b: 'cumsum',
};

describe('mixed_timeseries form data split', () => {
  it('gives query B its _b values in place of A, and A the rest', () => {
    const data = {
      datasource: '1__table',
      viz_type: 'x',
      metrics: ['a'],
      metrics_b: ['b'],
      limit: 3,
    };
    expect(removeFormDataSuffix(data, '_b')).toEqual({
      datasource: '1__table',
      viz_type: 'x',
      metrics: ['a'],
      limit: 3,
    });
    expect(retainFormDataSuffix(data, '_b')).toEqual({
      datasource: '1__table',
      viz_type: 'x',
      metrics: ['b'],
      limit: 3,
    });
  });

  it("reads query B's display keys from their B names, defaults when missing", () => {
    const display = displayFormDataB({
      datasource: '1__table',
      viz_type: 'x',
      seriesType: 'line',
      seriesTypeB: 'bar',
      stack: true,
    });
    expect(display.seriesType).toBe('bar');
    expect(display).not.toHaveProperty('stack');
  });
});

describe('mixed_timeseries buildQuery', () => {
  it('sends two time-series queries sharing the x axis', () => {
    const context = buildQuery(FORM_DATA);
    expect(context.form_data).toBe(FORM_DATA);
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.queries).toHaveLength(2);
    const [a, b] = context.queries as [
      (typeof context.queries)[number],
      (typeof context.queries)[number],
    ];
    const axis = xAxisGrainColumn('ds', 'P1M');
    expect(a.columns).toEqual([axis]);
    expect(a.metrics).toEqual(['count']);
    expect(a.filters).toEqual([]);
    expect(a.row_limit).toBe(10000);
    expect(a.post_processing.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);

    expect(b.columns).toEqual([axis, 'gender']);
    expect(b.metrics).toEqual(['SUM(num)']);
    expect(b.series_columns).toEqual(['gender']);
    expect(b.filters).toEqual([{ col: 'state', op: '==', val: 'CA' }]);
    expect(b.series_limit ?? b.timeseries_limit).toBe(5);
    expect(b.row_limit).toBe(500);
    expect(b.orderby).toEqual([['SUM(num)', false]]);
    expect(b.post_processing.map((rule) => rule?.operation)).toEqual([
      'pivot',
      'cum',
      'rename',
      'flatten',
    ]);
    expect(b.annotation_layers).toEqual([]);
  });

  it('applies dashboard filters to both queries', () => {
    const context = buildQuery({
      ...FORM_DATA,
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['west'] }] },
    });
    for (const query of context.queries) {
      expect(query.filters).toContainEqual({ col: 'region', op: 'IN', val: ['west'] });
    }
  });
});
