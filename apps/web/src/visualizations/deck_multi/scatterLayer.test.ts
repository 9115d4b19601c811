import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { scatterLayerProps, scatterLayerSpec, type ScatterLayerProps } from './scatterLayer';

/** The unit the drawn scatterplot layer sizes its points in. */
function radiusUnits(props: ScatterLayerProps): unknown {
  const [layer] = scatterLayerSpec.layers(props);
  return (layer?.props as { radiusUnits?: unknown } | undefined)?.radiusUnits;
}

const formData: QueryFormData = {
  datasource: '9__table',
  viz_type: 'deck_scatter',
  spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' },
  point_radius_fixed: { type: 'fix', value: 4000 },
  point_unit: 'square_m',
  color_picker: { r: 10, g: 20, b: 30, a: 1 },
  autozoom: false,
  viewport: { longitude: -122.4, latitude: 37.8, zoom: 9, bearing: 0, pitch: 0 },
};

const result = {
  data: [
    { LON: -122.42, LAT: 37.77 },
    { LON: null, LAT: 37.7 },
    { LON: -122.4, LAT: 37.79 },
  ],
  rowcount: 3,
};

describe('deck_multi scatter layer', () => {
  it('draws the Scatterplot chart’s located points in its colour as a deck.gl layer', () => {
    const props = scatterLayerProps(chartPropsOf(formData, [result as never]));
    expect(props.points.map((point) => point.position)).toEqual([
      [-122.42, 37.77],
      [-122.4, 37.79],
    ]);
    expect(props.points[0]?.color).toEqual([10, 20, 30, 255]);
    expect(props.inPixels).toBe(false);
    expect(props.view).toMatchObject({ longitude: -122.4, latitude: 37.8, zoom: 9 });
    expect(radiusUnits(props)).toBe('meters');
  });

  it('sizes points in pixels with radius_px', () => {
    const props = scatterLayerProps(
      chartPropsOf({ ...formData, point_unit: 'radius_px' }, [result as never]),
    );
    expect(props.inPixels).toBe(true);
    expect(radiusUnits(props)).toBe('pixels');
  });
});
