import { describe, expect, it } from 'vitest';
import { buildSpatialQuery } from './spatialQuery';
import { spatialFormData, WEIGHT_METRIC } from './spatialSample';

describe('buildSpatialQuery', () => {
  it('groups by the spatial columns with the weight metric, largest first, nulls dropped', () => {
    const query = buildSpatialQuery(spatialFormData('deck_hex')).queries[0]!;
    expect(query.columns).toEqual(['LON', 'LAT']);
    expect(query.metrics).toEqual([WEIGHT_METRIC]);
    expect(query.orderby).toEqual([[WEIGHT_METRIC, false]]);
    expect(query.filters).toEqual([
      { col: 'LON', op: 'IS NOT NULL' },
      { col: 'LAT', op: 'IS NOT NULL' },
    ]);
    expect(query.row_limit).toBe(5000);
    expect(query.is_timeseries).toBe(false);
  });

  it('reads raw rows of a geohash column without a metric, nulls kept when asked', () => {
    const query = buildSpatialQuery(
      spatialFormData('deck_heatmap', {
        spatial: { type: 'geohash', geohashCol: 'gh', reverseCheckbox: false },
        size: undefined,
        filter_nulls: false,
      }),
    ).queries[0]!;
    expect(query.columns).toEqual(['gh']);
    expect(query).not.toHaveProperty('metrics');
    expect(query.filters).toEqual([]);
  });
});
