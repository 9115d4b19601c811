import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { xAxisIsNonTemporalColumn } from './xAxisTemporal';
import type { QueryFormData } from '@panorama/core/query/form-data';

const formData = (fields: Partial<QueryFormData>): QueryFormData => ({
  datasource: '1__table',
  viz_type: 'line',
  ...fields,
});

const datasource = {
  columns: [
    { column_name: 'date', is_dttm: true, type_generic: 2 },
    { column_name: 'origin', is_dttm: false, type_generic: 1 },
  ],
} as unknown as DatasourceJson;

describe('xAxisIsNonTemporalColumn', () => {
  it('is true only for a known non-temporal column', () => {
    expect(
      xAxisIsNonTemporalColumn(formData({ viz_type: 'heatmap_v2', x_axis: 'origin' }), datasource),
    ).toBe(true);
    expect(
      xAxisIsNonTemporalColumn(formData({ viz_type: 'heatmap_v2', x_axis: 'date' }), datasource),
    ).toBe(false);
  });
  it('keeps the grain for adhoc, unknown or missing x-axes', () => {
    const adhoc = { sqlExpression: 'x', label: 'x', expressionType: 'SQL' as const };
    expect(
      xAxisIsNonTemporalColumn(formData({ viz_type: 'line', x_axis: adhoc }), datasource),
    ).toBe(false);
    expect(
      xAxisIsNonTemporalColumn(formData({ viz_type: 'line', x_axis: 'nope' }), datasource),
    ).toBe(false);
    expect(xAxisIsNonTemporalColumn(formData({ viz_type: 'line' }), null)).toBe(false);
  });
});
