import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { LOCATED_WEIGHTS, SPATIAL_RESULT, spatialFormData } from '../shared/deck/spatialSample';
import { cellValue } from '../shared/deck/aggregation';
import { transformProps } from './transformProps';

function transform(extra: Record<string, unknown> = {}) {
  return transformProps(chartPropsOf(spatialFormData('deck_hex', extra), [SPATIAL_RESULT]));
}

describe('deck_hex transformProps', () => {
  it('reads the located points with their weights', () => {
    const props = transform();
    expect(props.points.map((point) => point.weight)).toEqual(LOCATED_WEIGHTS);
    expect(props.points[0]?.position).toEqual([-122.42, 37.77]);
    expect(props.view).toMatchObject({ longitude: -122.4, latitude: 37.8, zoom: 9, pitch: 30 });
  });

  it('values a hexagon by js_agg_function of its weights', () => {
    const { points } = transform();
    const total = LOCATED_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
    const valueWith = (js_agg_function?: string) =>
      cellValue(transform({ js_agg_function }).aggregation)(points);
    expect(valueWith()).toBe(total);
    expect(valueWith('mean')).toBe(total / 3);
    expect(valueWith('max')).toBe(30);
    expect(valueWith('count')).toBe(3);
    expect(valueWith('median')).toBe(12);
  });

  it('takes the radius, extrusion and categorical colours from the form data', () => {
    const props = transform({ grid_size: 500, extruded: false, color_scheme: 'supersetColors' });
    expect(props.radius).toBe(500);
    expect(props.extruded).toBe(false);
    expect(props.colorRange.length).toBeGreaterThan(1);
    expect(props.colorRange[0]).toHaveLength(4);
  });
});
