import { describe, expect, it } from 'vitest';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { LOCATED_WEIGHTS, SPATIAL_RESULT, spatialFormData } from '../shared/deck/spatialSample';
import { transformProps } from './transformProps';

describe('deck_contour transformProps', () => {
  it('reads isolines and isobands, the cell size and the aggregation', () => {
    const props = transformProps(
      chartPropsOf(
        spatialFormData('deck_contour', {
          cellSize: 500,
          aggregation: 'mean',
          contours: [
            { color: { r: 1, g: 2, b: 3, a: 1 }, lowerThreshold: 1, strokeWidth: 2 },
            { color: { r: 4, g: 5, b: 6, a: 1 }, lowerThreshold: '10', upperThreshold: 20 },
            { color: { r: 7, g: 8, b: 9, a: 1 } },
          ],
        }),
        [SPATIAL_RESULT],
      ),
    );
    expect(props.cellSize).toBe(500);
    expect(props.aggregation).toBe('MEAN');
    expect(props.contours).toEqual([
      { threshold: 1, color: [1, 2, 3], strokeWidth: 2 },
      { threshold: [10, 20], color: [4, 5, 6] },
    ]);
    expect(props.points.map((point) => point.weight)).toEqual(LOCATED_WEIGHTS);
  });

  it('defaults to summed cells of 200 m without contours', () => {
    const props = transformProps(chartPropsOf(spatialFormData('deck_contour'), [SPATIAL_RESULT]));
    expect(props.cellSize).toBe(200);
    expect(props.aggregation).toBe('SUM');
    expect(props.contours).toEqual([]);
  });
});
