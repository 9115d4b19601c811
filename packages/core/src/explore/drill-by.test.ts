import { describe, expect, it } from 'vitest';
import type { AdhocFilter } from '../adhoc/adhoc-types';
import type { QueryFormData } from '../query/form-data';
import {
  columnNameOf,
  drillByAdhocFilter,
  drillByColumnChoices,
  drillByFormData,
  drillBySupport,
} from './drill-by';

const base = { datasource: '3__table', metrics: ['count'], time_range: 'No filter' };
const seaFilter = { col: 'origin', op: '==', val: 'SEA' };
const seaAdhoc: AdhocFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'origin',
  operator: '==',
  operatorId: 'EQUALS',
  comparator: 'SEA',
};

describe('drillBySupport', () => {
  it('drills timeseries charts through their x axis, counting the series split as used', () => {
    const formData: QueryFormData = {
      ...base,
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'origin',
      groupby: ['carrier'],
    };
    expect(drillBySupport(formData)).toEqual({
      supported: true,
      field: 'x_axis',
      usedColumns: ['origin', 'carrier'],
    });
  });

  it('drills pie, table in aggregate mode and bar charts through their group-by', () => {
    for (const vizType of ['pie', 'table', 'funnel', 'dist_bar']) {
      const support = drillBySupport({ ...base, viz_type: vizType, groupby: ['origin'] });
      expect(support).toEqual({ supported: true, field: 'groupby', usedColumns: ['origin'] });
    }
  });

  it('names the reason when a chart has nothing to drill', () => {
    expect(drillBySupport({ ...base, viz_type: 'big_number_total' })).toEqual({
      supported: false,
      reason: 'Drill by is not supported by this chart type.',
    });
    expect(
      drillBySupport({ ...base, viz_type: 'table', query_mode: 'raw', groupby: ['origin'] }),
    ).toMatchObject({ supported: false });
    expect(drillBySupport({ ...base, viz_type: 'pie', groupby: [] })).toEqual({
      supported: false,
      reason: 'This chart has no dimension to drill by.',
    });
    expect(drillBySupport({ ...base, viz_type: 'echarts_timeseries_line' })).toMatchObject({
      supported: false,
    });
  });

  it('reads adhoc columns by label', () => {
    expect(columnNameOf({ label: 'year', sqlExpression: 'year(ds)' } as never)).toBe('year');
    expect(columnNameOf({ sqlExpression: 'year(ds)' } as never)).toBe('year(ds)');
    expect(columnNameOf(null)).toBeNull();
  });
});

describe('drillByColumnChoices', () => {
  it('offers groupable columns other than the ones in use', () => {
    const columns = [
      { column_name: 'origin', groupby: true },
      { column_name: 'destination', groupby: true },
      { column_name: 'distance', groupby: false },
      { column_name: 'carrier' },
    ];
    expect(drillByColumnChoices(columns, ['origin']).map((c) => c.column_name)).toEqual([
      'destination',
      'carrier',
    ]);
  });
});

describe('drillByFormData', () => {
  it('replaces the x axis, drops the series split and filters on the clicked bar', () => {
    const formData: QueryFormData = {
      ...base,
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'origin',
      groupby: ['carrier'],
      adhoc_filters: [],
      extra_form_data: { filters: [{ col: 'year', op: 'IN', val: [2015] }] },
    };
    const drilled = drillByFormData(formData, 'destination', [
      seaFilter,
      { col: 'carrier', op: '==', val: 'AS' },
    ]);
    expect(drilled).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'destination',
      groupby: [],
      metrics: ['count'],
      extra_form_data: formData.extra_form_data,
      adhoc_filters: [seaAdhoc, { ...seaAdhoc, subject: 'carrier', comparator: 'AS' }],
    });
    expect(formData.x_axis).toBe('origin');
  });

  it('replaces a pie group-by and keeps the filters the chart had', () => {
    const own: AdhocFilter = { ...seaAdhoc, subject: 'year', comparator: 2015 };
    const drilled = drillByFormData(
      { ...base, viz_type: 'pie', groupby: ['origin'], metric: 'count', adhoc_filters: [own] },
      'destination',
      [seaFilter],
    );
    expect(drilled?.groupby).toEqual(['destination']);
    expect(drilled?.metric).toBe('count');
    expect(drilled?.adhoc_filters).toEqual([own, seaAdhoc]);
  });

  it('pins a bar chart breakdown by its filter and keeps a table as it is otherwise', () => {
    const bars = drillByFormData(
      { ...base, viz_type: 'dist_bar', groupby: ['origin'], columns: ['carrier'] },
      'destination',
      [seaFilter],
    );
    expect(bars).toMatchObject({ groupby: ['destination'], columns: [] });
    const table = drillByFormData(
      { ...base, viz_type: 'table', query_mode: 'aggregate', groupby: ['origin', 'carrier'] },
      'destination',
      [seaFilter],
    );
    expect(table).toMatchObject({ groupby: ['destination'], query_mode: 'aggregate' });
  });

  it('returns null for charts that cannot drill', () => {
    expect(drillByFormData({ ...base, viz_type: 'big_number' }, 'origin', [])).toBeNull();
  });
});

describe('drillByAdhocFilter', () => {
  it('writes null values and time buckets as their own operators', () => {
    expect(drillByAdhocFilter({ col: 'tail', op: 'IS NULL', val: null })).toEqual({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'tail',
      operator: 'IS NULL',
      operatorId: 'IS_NULL',
    });
    expect(
      drillByAdhocFilter({
        col: 'ds',
        op: 'TEMPORAL_RANGE',
        val: '2015-01-01T00:00:00 : 2015-02-01T00:00:00',
      }),
    ).toMatchObject({
      operatorId: 'TEMPORAL_RANGE',
      comparator: '2015-01-01T00:00:00 : 2015-02-01T00:00:00',
    });
  });
});
