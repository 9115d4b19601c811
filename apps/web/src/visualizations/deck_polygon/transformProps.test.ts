import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { transformProps } from './transformProps';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'deck_polygon',
  line_column: 'zone',
  line_type: 'json',
  metric: 'count',
  point_radius_fixed: { type: 'fix', value: 500 },
  multiplier: 2,
  opacity: 50,
  num_buckets: 2,
  legend_format: ',d',
  autozoom: false,
};

const square = (x: number) =>
  JSON.stringify([
    [x, 0],
    [x + 1, 0],
    [x + 1, 1],
    [x, 0],
  ]);

const RESULT = {
  data: [
    { zone: square(0), count: 10 },
    { zone: square(2), count: 20 },
    { zone: square(4), count: 30 },
    { zone: 'bad', count: 40 },
  ],
};

describe('deck_polygon transformProps', () => {
  it('buckets metric values evenly between the extremes, coloured along the palette', () => {
    const props = transformProps(chartPropsOf(FORM_DATA, [RESULT]));
    expect(props.polygons).toHaveLength(3);
    // Two buckets over 10..30: [10, 20) and [20, 30].
    expect(props.legend?.items.map((item) => item.label)).toEqual(['10 - 20', '20 - 30']);
    const [low, mid, high] = props.polygons;
    expect(low?.fillColor).not.toEqual(mid?.fillColor);
    expect(mid?.fillColor).toEqual(high?.fillColor);
    // Opacity 50% of 255.
    expect(low?.fillColor[3]).toBe(128);
    // Fixed elevation times the multiplier.
    expect(low?.elevation).toBe(1000);
  });

  it('uses listed break points and the fixed colour when asked', () => {
    const listed = transformProps(
      chartPropsOf({ ...FORM_DATA, break_points: ['0', '15', '100'] }, [RESULT]),
    );
    expect(listed.legend?.items.map((item) => item.label)).toEqual(['0 - 15', '15 - 100']);
    const fixed = transformProps(
      chartPropsOf(
        {
          ...FORM_DATA,
          color_scheme_type: 'fixed_color',
          fill_color_picker: { r: 9, g: 8, b: 7, a: 1 },
        },
        [RESULT],
      ),
    );
    expect(fixed.polygons[0]?.fillColor).toEqual([9, 8, 7, 128]);
    expect(fixed.legend).toBeNull();
  });
});

describe('deck_polygon break points', () => {
  const rows = {
    data: [
      { zone: square(0), count: -5 },
      { zone: square(2), count: 5 },
      { zone: square(4), count: 15 },
      { zone: square(6), count: 100 },
      { zone: square(8), count: 250 },
      { zone: square(10), count: null },
    ],
  };
  const listed: QueryFormData = {
    ...FORM_DATA,
    linear_color_scheme: 'black_white',
    opacity: 100,
    break_points: ['100', '0', '15'],
  };

  it('colours each polygon by the listed bucket its value falls in, the top break point included', () => {
    const props = transformProps(chartPropsOf(listed, [rows]));
    // Buckets 0–15 (black) and 15–100 (white).
    expect(props.polygons.map((polygon) => polygon.fillColor)).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 255],
      [255, 255, 255, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
  });

  it('leaves polygons outside the break points, or without a value, uncoloured and flat', () => {
    const props = transformProps(chartPropsOf(listed, [rows]));
    expect(props.polygons.map((polygon) => polygon.elevation)).toEqual([0, 1000, 1000, 1000, 0, 0]);
  });

  it('labels the legend with the break points as written, or in the legend format', () => {
    const plain = transformProps(chartPropsOf({ ...listed, legend_format: null }, [rows]));
    expect(plain.legend?.items).toEqual([
      { label: '0 - 15', color: [0, 0, 0, 255] },
      { label: '15 - 100', color: [255, 255, 255, 255] },
    ]);
    const formatted = transformProps(chartPropsOf({ ...listed, legend_format: ',.1f' }, [rows]));
    expect(formatted.legend?.items.map((item) => item.label)).toEqual([
      '0.0 - 15.0',
      '15.0 - 100.0',
    ]);
  });

  it('splits the values into num_buckets equal buckets until two break points are listed', () => {
    const props = transformProps(
      chartPropsOf({ ...listed, break_points: ['15'], num_buckets: 2, legend_format: null }, [
        rows,
      ]),
    );
    // -5 to 250 in two steps of 127.5, in whole numbers.
    expect(props.legend?.items.map((item) => item.label)).toEqual(['-5 - 123', '123 - 250']);
    expect(
      props.polygons.every((polygon, index) => index === 5 || polygon.fillColor[3] === 255),
    ).toBe(true);
  });
});
