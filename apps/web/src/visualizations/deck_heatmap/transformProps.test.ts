import { describe, expect, it } from 'vitest';
import { getSequentialScheme } from '@panorama/core/color/color-schemes';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { SPATIAL_RESULT, spatialFormData } from '../shared/deck/spatialSample';
import { transformProps } from './transformProps';

function transform(extra: Record<string, unknown> = {}) {
  return transformProps(chartPropsOf(spatialFormData('deck_heatmap', extra), [SPATIAL_RESULT]));
}

describe('deck_heatmap transformProps', () => {
  it('uses Superset defaults: intensity 1, 30 px radius, summed, linear palette', () => {
    const props = transform({ linear_color_scheme: 'blue_white_yellow' });
    expect(props.intensity).toBe(1);
    expect(props.radiusPixels).toBe(30);
    expect(props.aggregation).toBe('SUM');
    expect(props.colorRange).toHaveLength(getSequentialScheme('blue_white_yellow').colors.length);
  });

  it('reads the intensity, radius, mean aggregation and fixed colour', () => {
    const props = transform({
      intensity: '0.5',
      radius_pixels: 60,
      aggregation: 'mean',
      color_scheme_type: 'fixed_color',
      color_picker: { r: 10, g: 20, b: 30, a: 1 },
    });
    expect(props.intensity).toBe(0.5);
    expect(props.radiusPixels).toBe(60);
    expect(props.aggregation).toBe('MEAN');
    expect(props.colorRange.at(-1)).toEqual([10, 20, 30, 255]);
  });
});
