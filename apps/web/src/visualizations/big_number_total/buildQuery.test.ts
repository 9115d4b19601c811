import { describe, expect, it } from 'vitest';
import { queryContextSchema } from '@panorama/core/query/query-object';
import { buildQuery } from './buildQuery';

describe('big_number_total buildQuery', () => {
  it('asks for the one metric with the filters and nothing else', () => {
    const context = buildQuery({
      datasource: '3__table',
      viz_type: 'big_number_total',
      metric: 'count',
      groupby: ['ignored?'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'state',
          operator: '==',
          comparator: 'CA',
        },
      ],
      time_range: 'Last year',
    });
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query?.metrics).toEqual(['count']);
    expect(query?.columns).toEqual([]);
    expect(query?.filters).toEqual([{ col: 'state', op: '==', val: 'CA' }]);
    expect(query?.time_range).toBe('Last year');
    expect(queryContextSchema.safeParse(context).success).toBe(true);
  });
});
