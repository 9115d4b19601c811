import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import type { GeojsonFeature } from './geojsonFeatures';
import { transformProps } from './transformProps';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'deck_geojson',
  geojson: 'shape',
  autozoom: true,
  fill_color_picker: { r: 10, g: 20, b: 30, a: 1 },
  stroke_color_picker: { r: 0, g: 0, b: 0, a: 0 },
};

const ROWS = [
  { shape: '{"type":"Point","coordinates":[-87.9,41.98]}' },
  {
    shape: JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'A', strokeColor: [255, 0, 0] },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-90, 40],
                [-86, 40],
                [-86, 44],
                [-90, 40],
              ],
            ],
          },
        },
      ],
    }),
  },
  { shape: 'not geojson' },
];

describe('deck_geojson transformProps', () => {
  it('reads geometries, features and collections, skipping unreadable rows', () => {
    const props = transformProps(chartPropsOf(FORM_DATA, [{ data: ROWS }]));
    expect(props.features.map((feature) => feature.geometry.type)).toEqual(['Point', 'Polygon']);
    expect(props.features[1]?.properties.name).toBe('A');
    // Autozoom centres on the box of every coordinate: longitudes -90..-86.
    expect(props.view.longitude).toBeCloseTo(-88);
  });

  it('fills with the picker and keeps the feature’s own stroke when its picker is transparent', () => {
    const props = transformProps(chartPropsOf(FORM_DATA, [{ data: ROWS }]));
    const [point, polygon] = props.features as [GeojsonFeature, GeojsonFeature];
    expect(props.fillColor(point)).toEqual([10, 20, 30, 255]);
    expect(props.lineColor(polygon)).toEqual([255, 0, 0, 255]);
    expect(props.lineColor(point)).toEqual([0, 0, 0, 0]);
    expect(props.filled).toBe(true);
    expect(props.stroked).toBe(false);
    expect(props.labels).toBeNull();
  });

  it('labels points from the named property', () => {
    const props = transformProps(
      chartPropsOf({ ...FORM_DATA, enable_labels: true, label_property_name: 'iata' }, [
        { data: ROWS },
      ]),
    );
    expect(props.labels).toEqual({
      property: 'iata',
      color: [0, 0, 0, 255],
      size: 24,
      sizeUnits: 'pixels',
    });
  });
});
