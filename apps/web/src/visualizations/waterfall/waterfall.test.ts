import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult } from '../chartPluginTypes';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';
import { waterfallBars } from './waterfallBars';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartPropsOf, readEChartsProps } from '../shared/testing/chartPropsFixture';
import { xAxisGrainColumn } from '../shared/testing/grainColumnFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
const MAR = Date.UTC(2024, 2, 1);

const FORM_DATA: QueryFormData = {
  datasource: '8__table',
  viz_type: 'waterfall',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metric: 'profit',
  groupby: [],
  adhoc_filters: [],
  row_limit: 10000,
  x_axis_time_format: '%b',
};

/** Jan +10; Feb -1 and -2 (two rows of one month); Mar +5. */
const MONTHLY = queryResult({ ds: 'TEMPORAL', profit: 'NUMERIC' }, [
  { ds: JAN, profit: 10 },
  { ds: FEB, profit: -1 },
  { ds: FEB, profit: -2 },
  { ds: MAR, profit: 5 },
]);

function transform(formData: Partial<QueryFormData> = {}, result = MONTHLY) {
  const { option, seriesList: series } = readEChartsProps(
    transformProps(chartPropsOf({ ...FORM_DATA, ...formData }, [result])),
  );
  const values = (index: number) =>
    (series[index]!.data as unknown[]).map((item) =>
      typeof item === 'object' && item !== null ? (item as AnyRecord).value : item,
    );
  return { option, series, values };
}

describe('waterfall buildQuery', () => {
  it('groups by the x axis at the grain and the breakdown, ordered by both', () => {
    // The breakdown control selects one column and stores it as such, not as a list.
    const single = { ...FORM_DATA, groupby: 'region' } as unknown as QueryFormData;
    const query = buildQuery(single).queries[0]!;
    expect(query.columns).toEqual([xAxisGrainColumn('ds', 'P1M'), 'region']);
    expect(query.orderby).toEqual([
      ['ds', true],
      ['region', true],
    ]);
    expect(query.metrics).toEqual(['profit']);
  });
});

describe('waterfall transformProps', () => {
  it('stacks each month on the running total and closes with the total', () => {
    const { option, values } = transform();
    // Running totals: 10, 10 - 3 = 7, 7 + 5 = 12.
    expect(option.xAxis.data).toEqual(['Jan', 'Feb', 'Mar', 'Total']);
    expect(values(0)).toEqual([0, 7, 7, '-']);
    expect(values(1)).toEqual([10, '-', 5, '-']);
    expect(values(2)).toEqual(['-', 3, '-', '-']);
    expect(values(3)).toEqual(['-', '-', '-', 12]);
    expect(option.series.map((entry: AnyRecord) => entry.name)).toEqual([
      'Assist',
      'Increase',
      'Decrease',
      'Total',
    ]);
    expect(option.series.map((entry: AnyRecord) => entry.itemStyle.color)).toEqual([
      'transparent',
      '#5ac189',
      '#e04355',
      '#666666',
    ]);
  });

  it('paints the part across zero with the assist segment', () => {
    const crossing = queryResult({ step: 'STRING', profit: 'NUMERIC' }, [
      { step: 'a', profit: 5 },
      { step: 'b', profit: -8 },
      { step: 'c', profit: 4 },
    ]);
    const { values, series } = transform({ x_axis: 'step', show_total: false }, crossing);
    // b: 5 → -3 is drawn as 0..5 (assist, red) and 0..-3; c: -3 → 1 as 0..-3 (green) and 0..1.
    expect(values(0)).toEqual([0, 5, -3]);
    expect(values(1)).toEqual([5, '-', 1]);
    expect(values(2)).toEqual(['-', -3, '-']);
    expect(series[0]!.data[1].itemStyle.color).toBe('#e04355');
    expect(series[0]!.data[2].itemStyle.color).toBe('#5ac189');
  });

  it('adds a running-total bar after each period with a breakdown', () => {
    const bars = waterfallBars({
      rows: [
        { ds: JAN, region: 'a', profit: 10 },
        { ds: JAN, region: 'b', profit: 5 },
        { ds: FEB, region: 'a', profit: -4 },
        { ds: FEB, region: 'b', profit: 2 },
      ],
      xKey: 'ds',
      breakdownKey: 'region',
      metricKey: 'profit',
      totalMark: 'Total',
      showTotal: true,
    });
    // 10, 15, total 15, 11, 13, total 13.
    expect(bars.map((bar) => [bar.kind, bar.totalSum])).toEqual([
      ['increase', 10],
      ['increase', 15],
      ['total', 15],
      ['decrease', 11],
      ['increase', 13],
      ['total', 13],
    ]);
    expect(bars.map((bar) => bar.assist)).toEqual([0, 10, '-', 11, 11, '-']);
    const result: ChartDataResult = {
      colnames: ['ds', 'region', 'profit'],
      coltypes: [2, 1, 0],
      data: bars
        .filter((bar) => bar.kind !== 'total')
        .map((bar) => ({
          ds: bar.row.x,
          region: bar.row.breakdown,
          profit: bar.originalValue,
        })),
      rowcount: 4,
    };
    const { option } = transform({ groupby: ['region'] }, result);
    expect(option.xAxis.data).toEqual(['a', 'b', 'Jan', 'a', 'b', 'Feb']);
  });

  it('labels, names and colours bars from the controls', () => {
    const { option, series } = transform({
      show_value: true,
      y_axis_format: ',.1f',
      increase_label: 'Up',
      total_label: 'Sum',
      increase_color: { r: 0, g: 0, b: 255, a: 1 },
      show_legend: true,
      x_ticks_layout: '90°',
    });
    expect(series[1]!.name).toBe('Up');
    expect(series[1]!.itemStyle.color).toBe('#0000ff');
    expect(series[1]!.label.show).toBe(true);
    expect(series[2]!.label.formatter({ dataIndex: 1 })).toBe('-3.0');
    expect(option.xAxis.data.at(-1)).toBe('Sum');
    expect(option.legend).toMatchObject({ show: true, data: ['Up', 'Decrease', 'Sum'] });
    expect(option.xAxis.axisLabel.rotate).toBe(-90);
  });

  it('shows the change and the running total in the tooltip', () => {
    const { option } = transform({ y_axis_format: ',d' });
    const html: string = option.tooltip.formatter([
      { seriesName: 'Assist', dataIndex: 1, value: 7 },
      { seriesName: 'Increase', dataIndex: 1, value: '-' },
      { seriesName: 'Decrease', dataIndex: 1, value: 3 },
    ]);
    expect(html).toContain('Feb');
    expect(html).toContain('Decrease');
    expect(html).toContain('-3');
    expect(html).toContain('Total');
    expect(html).toContain('7');
  });
});
