import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'rose',
  granularity_sqla: 'date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  metrics: ['avg_temp_max'],
  groupby: ['weather'],
  adhoc_filters: [],
  limit: 5,
  row_limit: 10000,
};

const operations = (formData: QueryFormData) =>
  (buildQuery(formData).queries[0]?.post_processing ?? []).map((rule) => rule?.operation);

describe('rose buildQuery', () => {
  it('asks for each metric per group over the time buckets, one column per series', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.metrics).toEqual(['avg_temp_max']);
    expect(query.series_columns).toEqual(['weather']);
    expect(query.timeseries_limit).toBe(5);
    expect(operations(FORM_DATA)).toEqual(['pivot', 'rename', 'flatten']);
    const pivot = query.post_processing?.[0];
    expect(pivot?.options?.columns).toEqual(['weather']);
  });

  it('turns the contribution checkbox into row contributions', () => {
    const query = buildQuery({ ...FORM_DATA, contribution: true }).queries[0]!;
    expect(query.post_processing?.find((rule) => rule?.operation === 'contribution')).toEqual({
      operation: 'contribution',
      options: { orientation: 'row' },
    });
  });

  it('reads the legacy "absolute" comparison as a difference', () => {
    const query = buildQuery({
      ...FORM_DATA,
      time_compare: ['1 year ago'],
      comparison_type: 'absolute',
    }).queries[0]!;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing?.find((rule) => rule?.operation === 'compare')?.options).toEqual(
      expect.objectContaining({ compare_type: 'difference' }),
    );
  });
});
