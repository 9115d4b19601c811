import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'mapbox',
  all_columns_x: 'LON',
  all_columns_y: 'LAT',
  clustering_radius: '60',
  row_limit: 5000,
  adhoc_filters: [],
  groupby: [],
  point_radius: 'Auto',
  point_radius_unit: 'Pixels',
  mapbox_label: [],
  pandas_aggfunc: 'sum',
};

const query = (formData: Partial<QueryFormData> = {}) =>
  buildQuery({ ...FORM_DATA, ...formData }).queries[0]!;

describe('mapbox buildQuery', () => {
  it('reads raw longitude and latitude rows without a group by', () => {
    const q = query();
    expect(q.columns).toEqual(['LON', 'LAT']);
    expect(q.metrics).toBeUndefined();
    expect(q.row_limit).toBe(5000);
    expect(q.is_timeseries).toBe(false);
  });

  it('adds the label and radius columns once each', () => {
    const q = query({ mapbox_label: ['passengers'], point_radius: 'size' });
    expect(q.columns).toEqual(['LON', 'LAT', 'passengers', 'size']);
    expect(query({ mapbox_label: ['LAT'], point_radius: 'LON' }).columns).toEqual(['LON', 'LAT']);
  });

  it('groups by the group-by columns with COUNT(*) as count', () => {
    const q = query({ groupby: ['LON', 'LAT', 'city'], mapbox_label: ['count'] });
    expect(q.columns).toEqual(['LON', 'LAT', 'city']);
    expect(q.metrics).toEqual([
      { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' },
    ]);
  });

  it('keeps the filters of the form data', () => {
    const filter = {
      expressionType: 'SIMPLE' as const,
      subject: 'country',
      operator: '==',
      comparator: 'US',
      clause: 'WHERE' as const,
    };
    expect(query({ adhoc_filters: [filter] }).filters).toEqual([
      { col: 'country', op: '==', val: 'US' },
    ]);
  });
});
