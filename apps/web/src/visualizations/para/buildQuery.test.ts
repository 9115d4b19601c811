import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '7__table',
  viz_type: 'para',
  series: 'species',
  metrics: ['avg_body_mass_g', 'avg_flipper_length_mm'],
  secondary_metric: 'avg_beak_length_mm',
  adhoc_filters: [],
  limit: 10,
  row_limit: 100,
};

describe('para buildQuery', () => {
  it('asks for the metrics and the colour metric per series value', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['species']);
    expect(query.metrics).toEqual([
      'avg_body_mass_g',
      'avg_flipper_length_mm',
      'avg_beak_length_mm',
    ]);
    expect(query.orderby).toEqual([]);
    expect(query.row_limit).toBe(100);
  });

  it('adds the sort metric and orders by it, largest first, when descending', () => {
    const query = buildQuery({
      ...FORM_DATA,
      timeseries_limit_metric: 'count',
      order_desc: true,
    }).queries[0]!;
    expect(query.metrics).toContain('count');
    expect(query.orderby).toEqual([['count', false]]);
    const ascending = buildQuery({ ...FORM_DATA, timeseries_limit_metric: 'count' }).queries[0]!;
    expect(ascending.orderby).toEqual([]);
  });
});
