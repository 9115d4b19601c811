import { describe, expect, it } from 'vitest';
import { sampleTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { HORIZON_COLORS, horizonRects } from './horizonBands';
import { transformProps } from './transformProps';

const DAY = 86_400_000;

const transform = sampleTransform(transformProps, {
  formData: {
    datasource: '1__table',
    viz_type: 'horizon',
    granularity_sqla: 'date',
    metrics: ['wind', 'temp'],
    series_height: '40',
  },
  queriesData: [
    queryResult({ date: 'TEMPORAL', wind: 'NUMERIC', temp: 'NUMERIC' }, [
      { date: 0, wind: 2, temp: 10 },
      { date: DAY, wind: -4, temp: 12 },
      { date: 2 * DAY, wind: 1, temp: null },
    ]),
  ],
});

describe('horizon transformProps', () => {
  it('makes one row per series, in name order, filled by its own largest value', () => {
    const props = transform();
    expect(props.seriesHeight).toBe(40);
    expect(props.rows).toEqual([
      { name: 'temp', values: [10, 12, null], extent: 12 },
      { name: 'wind', values: [2, -4, 1], extent: 4 },
    ]);
  });

  it('shares the largest value of all series with the overall scale', () => {
    const rows = transform({ horizon_color_scale: 'overall' }).rows;
    expect(rows.map((row) => row.extent)).toEqual([12, 12]);
  });

  it('shows changes from the first value with the change scale', () => {
    const rows = transform({ horizon_color_scale: 'change' }).rows;
    expect(rows).toEqual([
      { name: 'temp', values: [0, 2, null], extent: 2 },
      { name: 'wind', values: [0, -6, -1], extent: 6 },
    ]);
  });
});

describe('horizon bands', () => {
  it('folds a value into bands, positive from the bottom and negative from the top', () => {
    // Extent 8 over 4 bands: each band holds 2. A value of 5 fills bands 1 and 2 and half of 3.
    const rects = horizonRects({ values: [5, -3], width: 20, height: 10, extent: 8 });
    expect(rects).toEqual([
      { x: 0, y: 0, width: 11, height: 10, color: HORIZON_COLORS[4] },
      { x: 10, y: 0, width: 11, height: 10, color: HORIZON_COLORS[3] },
      { x: 0, y: 0, width: 11, height: 10, color: HORIZON_COLORS[5] },
      { x: 10, y: 0, width: 11, height: 5, color: HORIZON_COLORS[2] },
      { x: 0, y: 5, width: 11, height: 5, color: HORIZON_COLORS[6] },
    ]);
  });

  it('draws nothing without values or range', () => {
    expect(horizonRects({ values: [], width: 10, height: 10, extent: 1 })).toEqual([]);
    expect(horizonRects({ values: [0, null], width: 10, height: 10, extent: 0 })).toEqual([]);
  });
});
