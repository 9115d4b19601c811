import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { LOCATED_WEIGHTS, SPATIAL_RESULT, spatialFormData } from '../shared/deck/spatialSample';
import { cellValue } from '../shared/deck/aggregation';
import { transformProps } from './transformProps';

describe('deck_grid transformProps', () => {
  it('values a cell by the sum of its weights, cells grid_size metres wide', () => {
    const props = transformProps(
      chartPropsOf(spatialFormData('deck_grid', { grid_size: 1000 }), [SPATIAL_RESULT]),
    );
    expect(props.cellSize).toBe(1000);
    expect(props.extruded).toBe(true);
    const value = cellValue(props.aggregation);
    expect(value(props.points)).toBe(12 + 3 + 30);
    expect(value(props.points.slice(1))).toBe(LOCATED_WEIGHTS[1]! + LOCATED_WEIGHTS[2]!);
  });

  it('opens around the points with autozoom', () => {
    const props = transformProps(
      chartPropsOf(spatialFormData('deck_grid', { autozoom: true }), [SPATIAL_RESULT]),
    );
    const longitudes = [-122.42, -122.4, -122.45];
    expect(props.view.longitude).toBeCloseTo(
      (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
    );
    expect(props.view.zoom).toBeGreaterThan(9);
  });
});
