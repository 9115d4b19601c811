import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { transformProps } from './transformProps';

const FORM_DATA: QueryFormData = {
  datasource: '1__table',
  viz_type: 'deck_path',
  line_column: 'route',
  line_type: 'json',
  line_width: 4,
  color_picker: { r: 1, g: 2, b: 3, a: 1 },
  autozoom: false,
};

describe('deck_path transformProps', () => {
  it('reads JSON lines, skipping unreadable rows', () => {
    const props = transformProps(
      chartPropsOf(FORM_DATA, [
        { data: [{ route: '[[-122.4, 37.8], [-118.2, 34.1]]' }, { route: 'not json' }] },
      ]),
    );
    expect(props.paths).toEqual([
      [
        [-122.4, 37.8],
        [-118.2, 34.1],
      ],
    ]);
    expect(props.color).toEqual([1, 2, 3, 255]);
    expect(props.lineWidth).toBe(4);
    expect(props.widthUnits).toBe('pixels');
  });

  it('decodes encoded polylines, pairs swapped with reverse_long_lat', () => {
    // Google's documented example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    const props = transformProps(
      chartPropsOf({ ...FORM_DATA, line_type: 'polyline', reverse_long_lat: true }, [
        { data: [{ route: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' }] },
      ]),
    );
    expect(props.paths[0]).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });
});
