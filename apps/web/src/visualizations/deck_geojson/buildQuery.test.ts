import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('deck_geojson buildQuery', () => {
  it('reads the GeoJSON column of every row; nulls kept when filter_nulls is off', () => {
    const formData = { datasource: '1__table', viz_type: 'deck_geojson', geojson: 'shape' };
    const query = buildQuery(formData).queries[0]!;
    expect(query.columns).toEqual(['shape']);
    expect(query.filters).toEqual([{ col: 'shape', op: 'IS NOT NULL' }]);
    expect(buildQuery({ ...formData, filter_nulls: false }).queries[0]!.filters).toEqual([]);
  });
});
