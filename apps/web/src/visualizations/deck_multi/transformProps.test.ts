import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { transformProps } from './transformProps';

describe('deck_multi transformProps', () => {
  it('reads the layer chart ids in their saved order, ids saved as text included', () => {
    const formData = {
      datasource: '3__table',
      viz_type: 'deck_multi',
      deck_slices: [7, '2', 'x', null, -1, 5],
      mapbox_style: 'light',
    };
    const props = transformProps(chartPropsOf(formData, [], { context: 'DASHBOARD' }));
    expect(props.chartIds).toEqual([7, 2, 5]);
    expect(props.context).toBe('DASHBOARD');
    expect(props).toMatchObject({ width: 600, height: 400, formData });
  });

  it('has no layers without deck_slices', () => {
    const props = transformProps(
      chartPropsOf({ datasource: '3__table', viz_type: 'deck_multi' }, []),
    );
    expect(props.chartIds).toEqual([]);
  });
});
