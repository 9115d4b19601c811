import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { transformProps } from './transformProps';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'deck_arc',
  start_spatial: { type: 'latlong', lonCol: 'from_lon', latCol: 'from_lat' },
  end_spatial: { type: 'latlong', lonCol: 'to_lon', latCol: 'to_lat' },
  color_picker: { r: 10, g: 20, b: 30, a: 1 },
  target_color_picker: { r: 200, g: 100, b: 0, a: 0.5 },
  autozoom: true,
};

const RESULT = {
  data: [
    { from_lon: -122.4, from_lat: 37.6, to_lon: -73.8, to_lat: 40.6, airline: 'AA' },
    { from_lon: -87.9, from_lat: 41.9, to_lon: null, to_lat: 33.9, airline: 'UA' },
    { from_lon: -87.9, from_lat: 41.9, to_lon: -118.4, to_lat: 33.9, airline: 'UA' },
  ],
};

describe('deck_arc transformProps', () => {
  it('draws one arc per row with both ends, from the source to the target colour', () => {
    const props = transformProps(chartPropsOf(FORM_DATA, [RESULT]));
    expect(props.arcs.map((arc) => [arc.source, arc.target])).toEqual([
      [
        [-122.4, 37.6],
        [-73.8, 40.6],
      ],
      [
        [-87.9, 41.9],
        [-118.4, 33.9],
      ],
    ]);
    expect(props.arcs[0]?.sourceColor).toEqual([10, 20, 30, 255]);
    expect(props.arcs[0]?.targetColor).toEqual([200, 100, 0, 128]);
    expect(props.strokeWidth).toBe(3);
    expect(props.legend).toBeNull();
    // Autozoom centres the view between the westernmost and easternmost ends.
    expect(props.view.longitude).toBeCloseTo((-122.4 + -73.8) / 2);
  });

  it('colours arcs by dimension value, with a legend of the categories', () => {
    const props = transformProps(
      chartPropsOf({ ...FORM_DATA, dimension: 'airline', stroke_width: '5' }, [RESULT]),
    );
    const [first, second] = props.arcs;
    expect(first?.sourceColor).toEqual(first?.targetColor);
    expect(first?.sourceColor).not.toEqual(second?.sourceColor);
    expect(props.strokeWidth).toBe(5);
    expect(props.legend?.position).toBe('tr');
    expect(props.legend?.items.map((item) => item.label)).toEqual(['AA', 'UA']);
  });
});
