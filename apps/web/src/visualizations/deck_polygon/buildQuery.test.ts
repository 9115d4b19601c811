import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const BASE = { datasource: '1__table', viz_type: 'deck_polygon', line_column: 'zone' };

describe('deck_polygon buildQuery', () => {
  it('groups polygons with the colour and elevation metrics, largest first', () => {
    const query = buildQuery({
      ...BASE,
      metric: 'count',
      point_radius_fixed: { type: 'metric', value: 'sum__pop' },
    }).queries[0]!;
    expect(query.columns).toEqual(['zone']);
    expect(query.metrics).toEqual(['count', 'sum__pop']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.filters).toEqual([{ col: 'zone', op: 'IS NOT NULL' }]);
  });

  it('reads raw rows without metrics', () => {
    const query = buildQuery(BASE).queries[0]!;
    expect(query).not.toHaveProperty('metrics');
  });
});
