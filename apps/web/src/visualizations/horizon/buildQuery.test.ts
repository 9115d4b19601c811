import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'horizon',
  granularity_sqla: 'date',
  time_range: 'No filter',
  metrics: ['avg_temp_max', 'avg_wind'],
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
};

describe('horizon buildQuery', () => {
  it('asks for each metric over time, pivoted to one column per series', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.metrics).toEqual(['avg_temp_max', 'avg_wind']);
    expect(query.columns?.[0]).toEqual(
      expect.objectContaining({ sqlExpression: 'date', columnType: 'BASE_AXIS' }),
    );
    const operations = query.post_processing?.map((rule) => rule?.operation);
    expect(operations).toEqual(['pivot', 'flatten']);
  });

  it('turns the contribution checkbox into row contributions', () => {
    const query = buildQuery({ ...FORM_DATA, contribution: true }).queries[0]!;
    expect(query.post_processing?.map((rule) => rule?.operation)).toContain('contribution');
  });
});
