import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { LOCATED_WEIGHTS, SPATIAL_RESULT, spatialFormData } from '../shared/deck/spatialSample';
import { transformProps } from './transformProps';

describe('deck_screengrid transformProps', () => {
  it('shades cells of grid_size pixels from transparent to the fixed colour', () => {
    const props = transformProps(
      chartPropsOf(
        spatialFormData('deck_screengrid', {
          grid_size: 40,
          color_picker: { r: 200, g: 100, b: 50, a: 1 },
        }),
        [SPATIAL_RESULT],
      ),
    );
    expect(props.cellSizePixels).toBe(40);
    expect(props.colorRange.at(-1)).toEqual([200, 100, 50, 255]);
    expect(props.colorRange[0]?.[3]).toBeLessThan(255);
    expect(props.points.map((point) => point.weight)).toEqual(LOCATED_WEIGHTS);
  });
});
