import { describe, expect, it } from 'vitest';
import { spatialFormData, WEIGHT_METRIC } from '../shared/deck/spatialSample';
import { buildQuery } from './buildQuery';

describe('deck_contour buildQuery', () => {
  it('asks for the weight per location', () => {
    const query = buildQuery(spatialFormData('deck_contour')).queries[0]!;
    expect(query.columns).toEqual(['LON', 'LAT']);
    expect(query.metrics).toEqual([WEIGHT_METRIC]);
  });
});
