import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('deck_path buildQuery', () => {
  it('reads the line column of every row, rows without a line left out', () => {
    const query = buildQuery({
      datasource: '1__table',
      viz_type: 'deck_path',
      line_column: 'route',
      row_limit: 50,
    }).queries[0]!;
    expect(query.columns).toEqual(['route']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.filters).toEqual([{ col: 'route', op: 'IS NOT NULL' }]);
    expect(query.row_limit).toBe(50);
  });
});
