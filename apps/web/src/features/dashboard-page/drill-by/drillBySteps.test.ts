import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { clickedPointLabel, drillByLevelFormData } from './drillBySteps';

const bars: QueryFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'origin',
  groupby: [],
  metrics: ['count'],
  adhoc_filters: [],
};

describe('drillByLevelFormData', () => {
  it('applies each step on the chart the previous one drew', () => {
    const drilled = drillByLevelFormData(bars, [
      { column: 'destination', clicked: [{ col: 'origin', op: '==', val: 'SEA' }] },
      { column: 'carrier', clicked: [{ col: 'destination', op: '==', val: 'LAX' }] },
    ]);
    expect(drilled.x_axis).toBe('carrier');
    expect(drilled.adhoc_filters?.map((filter) => [filter.subject, filter.comparator])).toEqual([
      ['origin', 'SEA'],
      ['destination', 'LAX'],
    ]);
    expect(drillByLevelFormData(bars, [])).toBe(bars);
  });

  it('narrows to a whole time bucket when the clicked axis is time', () => {
    const monthly = { ...bars, x_axis: 'ds', time_grain_sqla: 'P1M' };
    const drilled = drillByLevelFormData(monthly, [
      { column: 'origin', clicked: [{ col: 'ds', op: '==', val: Date.UTC(2015, 0, 1) }] },
    ]);
    expect(drilled.adhoc_filters?.[0]).toMatchObject({
      subject: 'ds',
      operator: 'TEMPORAL_RANGE',
      comparator: '2015-01-01T00:00:00 : 2015-02-01T00:00:00',
    });
  });
});

describe('clickedPointLabel', () => {
  it('reads column: value for each clicked dimension', () => {
    expect(
      clickedPointLabel(
        [
          { col: 'origin', op: '==', val: 'SEA' },
          { col: 'tail', op: 'IS NULL', val: null },
        ],
        bars,
      ),
    ).toBe('origin: SEA, tail: NULL');
  });
});
