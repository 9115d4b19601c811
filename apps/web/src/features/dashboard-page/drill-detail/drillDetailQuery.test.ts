import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import {
  addTimeGrain,
  drillDetailBody,
  drillFilterLabel,
  drillQueryFilter,
} from './drillDetailQuery';

const BAR: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: ['origin'],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'distance',
      operator: '>',
      comparator: 500,
    },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "destination <> 'LAX'" },
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 10' },
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'date',
      operator: 'TEMPORAL_RANGE',
      comparator: '2001-01-01 : 2001-07-01',
    },
  ],
};

describe('drill to detail query', () => {
  it("keeps the chart's WHERE filters and time range, drops HAVING, adds the drilled point", () => {
    const body = drillDetailBody(BAR, [{ col: 'origin', op: '==', val: 'SFO' }]);
    expect(body.filters).toContainEqual({ col: 'distance', op: '>', val: 500 });
    expect(body.filters).toContainEqual({ col: 'origin', op: '==', val: 'SFO' });
    expect(body.filters.some((f) => f.op === 'TEMPORAL_RANGE' && f.col === 'date')).toBe(true);
    expect(body.extras.where).toContain("destination <> 'LAX'");
    expect(body.extras.having).toBeUndefined();
  });

  it('turns a monthly time bucket into that whole month', () => {
    const march = Date.UTC(2001, 2, 1);
    expect(drillQueryFilter({ col: 'date', op: '==', val: march }, BAR)).toEqual({
      col: 'date',
      op: 'TEMPORAL_RANGE',
      val: '2001-03-01T00:00:00 : 2001-04-01T00:00:00',
    });
  });

  it('leaves non-temporal and ungrained values as equality filters', () => {
    expect(drillQueryFilter({ col: 'origin', op: '==', val: 7 }, BAR)).toEqual({
      col: 'origin',
      op: '==',
      val: 7,
    });
    expect(drillQueryFilter({ col: 'origin', op: 'IS NULL', val: null }, BAR)).toEqual({
      col: 'origin',
      op: 'IS NULL',
    });
  });

  it('adds every grain period, weeks ending on a day included', () => {
    const day = Date.UTC(2020, 0, 4); // a Saturday
    expect(addTimeGrain(day, 'P1D')).toEqual({ start: day, end: day + 86_400_000 });
    expect(addTimeGrain(day, 'P1W/1970-01-03T00:00:00Z')).toEqual({
      start: Date.UTC(2019, 11, 29),
      end: Date.UTC(2020, 0, 5),
    });
    expect(addTimeGrain(Date.UTC(2020, 10, 1), 'P3M')?.end).toBe(Date.UTC(2021, 1, 1));
    expect(addTimeGrain(Date.UTC(2020, 0, 1), 'P1Y')?.end).toBe(Date.UTC(2021, 0, 1));
    expect(addTimeGrain(day, 'nonsense')).toBeNull();
  });

  it('labels time values as dates', () => {
    expect(drillFilterLabel({ col: 'date', op: '==', val: Date.UTC(2001, 2, 1) }, BAR)).toBe(
      'date = 2001-03-01',
    );
    expect(drillFilterLabel({ col: 'origin', op: '==', val: 'SFO' }, BAR)).toBe('origin = SFO');
  });
});
