import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';

const FORM_DATA: QueryFormData = {
  datasource: '2__table',
  viz_type: 'chord',
  groupby: ['origin'],
  columns: ['destination'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
};

describe('chord buildQuery', () => {
  it('groups the metric by the source and the target, largest first', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['origin', 'destination']);
    expect(query.metrics).toEqual(['count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.row_limit).toBe(100);
  });

  it('reads the first column of each control', () => {
    const query = buildQuery({
      ...FORM_DATA,
      groupby: ['origin'],
      columns: ['destination', 'ignored'],
      sort_by_metric: false,
    }).queries[0]!;
    expect(query.columns).toEqual(['origin', 'destination']);
    expect(query.orderby).toEqual([]);
  });
});
