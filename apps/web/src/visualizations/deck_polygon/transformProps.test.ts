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
