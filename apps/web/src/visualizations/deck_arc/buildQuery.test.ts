import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('deck_arc buildQuery', () => {
  it('reads raw rows of both endpoints and the dimension, null locations left out', () => {
    const query = buildQuery({
      datasource: '1__table',
      viz_type: 'deck_arc',
      start_spatial: { type: 'latlong', lonCol: 'LON_FROM', latCol: 'LAT_FROM' },
      end_spatial: { type: 'delimited', lonlatCol: 'TO', delimiter: ',', reverseCheckbox: false },
      dimension: 'airline',
      row_limit: 100,
    }).queries[0]!;
    expect(query.columns).toEqual(['LON_FROM', 'LAT_FROM', 'TO', 'airline']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.filters).toEqual([
      { col: 'LON_FROM', op: 'IS NOT NULL' },
      { col: 'LAT_FROM', op: 'IS NOT NULL' },
      { col: 'TO', op: 'IS NOT NULL' },
    ]);
    expect(query.row_limit).toBe(100);
  });
});
