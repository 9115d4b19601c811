import { format as d3Format } from 'd3-format';
import { describe, expect, it } from 'vitest';
import type { DatasourceJson } from '../../models/datasourceTypes';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import {
  axisSteps,
  FONT_SIZE_MULTIPLIERS,
  intervalStops,
  OFFSETS,
  transformProps,
} from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '4__table',
  viz_type: 'gauge_chart',
  groupby: ['team'],
  metric: 'score',
  row_limit: 10,
  color_scheme: 'supersetColors',
};

const RESULT = queryResult({ team: 'STRING', score: 'NUMERIC' }, [
  { team: 'red', score: 40 },
  { team: 'blue', score: 25 },
]);

function transform(
  formData: Partial<QueryFormData> = {},
  filterState?: Record<string, unknown>,
  size: { width: number; height: number } = { width: 400, height: 300 },
) {
  const props = transformProps(
    chartPropsOf({ ...FORM_DATA, ...formData }, [RESULT], {
      ...size,
      context: 'DASHBOARD',
      filterState,
    }),
  );
  const series = (props.option.series as AnyRecord[])[0] as AnyRecord;
  return { props, series };
}

describe('gauge_chart buildQuery', () => {
  it('groups the metric, largest first when sorted', () => {
    const query = buildQuery({ ...FORM_DATA, sort_by_metric: true }).queries[0]!;
    expect(query.columns).toEqual(['team']);
    expect(query.metrics).toEqual(['score']);
    expect(query.row_limit).toBe(10);
    expect(query.orderby).toEqual([['score', false]]);
  });
});

describe('gauge_chart transformProps', () => {
  it('makes one named pointer per group on an axis twice the largest value', () => {
    const { series } = transform();
    expect(series.type).toBe('gauge');
    expect(series.data.map((item: AnyRecord) => [item.name, item.value])).toEqual([
      ['team: red', 40],
      ['team: blue', 25],
    ]);
    expect(series.min).toBe(0);
    expect(series.max).toBe(80);
    expect(series.startAngle).toBe(225);
    expect(series.endAngle).toBe(-45);
    expect(series.data.map((item: AnyRecord) => item.itemStyle.color)).toEqual([
      '#1FA8C9',
      '#454E7C',
    ]);
  });

  it('stacks titles and values under the centre by font size', () => {
    const { series } = transform({ font_size: 10 });
    // Title offsets: index × 2 × font size + 20; values 0.9 × font size below their title.
    expect(series.data[1].title.offsetCenter).toEqual(['0%', '40%']);
    expect(series.data[1].detail.offsetCenter).toEqual(['0%', '49%']);
    expect(series.data[1].detail.fontSize).toBe(12);
  });

  it('derives distances and radius from the font size and labels', () => {
    const { series } = transform({ min_val: 0, max_val: 100, font_size: 20, split_number: 5 });
    // Labels 0, 20, 40, 60, 80 → the longest is two characters.
    const axisLineWidth = 20;
    const labelDistance =
      FONT_SIZE_MULTIPLIERS.axisLabelDistance * 20 * FONT_SIZE_MULTIPLIERS.axisLabelLength * 2 +
      OFFSETS.ticksFromLine -
      axisLineWidth;
    const tickDistance = axisLineWidth + 0.25 * 20 + OFFSETS.ticksFromLine;
    expect(series.axisLabel.distance).toBeCloseTo(-labelDistance);
    expect(series.axisTick.distance).toBeCloseTo(-tickDistance);
    expect(series.radius).toBeCloseTo(150 - labelDistance - tickDistance);
    expect(series.splitNumber).toBe(5);
  });

  it('widens the ring for separate progress bars and honours the switches', () => {
    const { series } = transform({
      overlap: false,
      show_pointer: false,
      show_progress: false,
      round_cap: true,
      show_axis_tick: true,
      show_split_line: true,
      animation: false,
    });
    expect(series.axisLine.lineStyle.width).toBe(30);
    expect(series.pointer.show).toBe(false);
    expect(series.progress).toEqual({ show: false, overlap: false, roundCap: true, width: 15 });
    expect(series.axisTick.show).toBe(true);
    expect(series.splitLine.show).toBe(true);
    expect(series.animation).toBe(false);
    expect(series.detail.valueAnimation).toBe(false);
    expect(transform({ show_axis_line_ticks: true }).series.axisTick.show).toBe(true);
  });

  it("writes values in the saved metric's currency, the chart's currency first", () => {
    const datasource = {
      metrics: [{ metric_name: 'score' }],
      currency_formats: { score: { symbol: 'USD', symbolPosition: 'prefix' } },
    } as unknown as DatasourceJson;
    const saved = transformProps(chartPropsOf(FORM_DATA, [RESULT], { datasource }));
    const detail = (props: typeof saved) =>
      ((props.option.series as AnyRecord[])[0] as AnyRecord).detail;
    expect(detail(saved).formatter(1500)).toBe(`$ ${d3Format('.3~s')(1500)}`);
    const euro = transformProps(
      chartPropsOf(
        { ...FORM_DATA, currency_format: { symbol: 'EUR', symbolPosition: 'suffix' } },
        [RESULT],
        { datasource },
      ),
    );
    expect(detail(euro).formatter(1500)).toBe(`${d3Format('.3~s')(1500)} €`);
  });

  it('formats values with the number format and the value formatter', () => {
    const { series, props } = transform({ number_format: ',.1f', value_formatter: '{value} pts' });
    expect(series.detail.formatter(40)).toBe('40.0 pts');
    expect(series.axisLabel.formatter(1234)).toBe('1,234.0');
    expect((props.option.tooltip as AnyRecord).formatter({ name: '<b>', value: 2 })).toBe(
      '&lt;b&gt; : 2.0 pts',
    );
  });

  it('colours intervals as shares of the axis with 1-based scheme picks', () => {
    const colors = ['#a', '#b', '#c'];
    expect(intervalStops('20, 50,100', '3,1', colors, 0, 100)).toEqual([
      [0.2, '#c'],
      [0.5, '#a'],
      [1, '#c'],
    ]);
    expect(intervalStops('15,20', '', colors, 10, 20)).toEqual([
      [0.5, '#a'],
      [1, '#b'],
    ]);
    const { series } = transform({
      max_val: 100,
      intervals: '50,100',
      interval_color_indices: '2,1',
    });
    expect(series.axisLine.lineStyle.color).toEqual([
      [0.5, '#454E7C'],
      [1, '#1FA8C9'],
    ]);
    expect(series.pointer.itemStyle).toEqual({ color: 'auto' });
    expect(axisSteps(0, 100, 4)).toEqual([0, 25, 50, 75]);
  });

  it('dims groups not in the cross-filter selection', () => {
    const { series, props } = transform({}, { selectedValues: ['team: blue'] });
    expect(series.data[0].itemStyle.opacity).toBe(0.3);
    expect(series.data[0].detail).toEqual({ show: false });
    expect(series.data[1].itemStyle.opacity).toBeUndefined();
    expect(props.crossFilter).toEqual({
      groupby: ['team'],
      valuesByName: { 'team: red': ['red'], 'team: blue': ['blue'] },
      selectedNames: ['team: blue'],
    });
  });
});

describe('gauge texts in small cells', () => {
  const SMALL = { width: 170, height: 150 };

  /** A vertical offset in pixels: ECharts reads a percentage as a share of the radius. */
  function offsetPixels(offset: unknown, radius: number): number {
    return typeof offset === 'string' ? (Number.parseFloat(offset) / 100) * radius : Number(offset);
  }

  it('scales the font down so the ring keeps a usable radius', () => {
    const { series } = transform({ min_val: 0, max_val: 100 }, undefined, SMALL);
    expect(series.axisLabel.fontSize).toBeLessThan(15);
    expect(series.axisLabel.fontSize).toBeGreaterThanOrEqual(8);
    expect(series.radius).toBeGreaterThanOrEqual(0.4 * (SMALL.height / 2));
  });

  it('keeps each title clear of its value and of the next title', () => {
    const { series } = transform({ min_val: 0, max_val: 100 }, undefined, SMALL);
    const radius = series.radius as number;
    const [first, second] = series.data as AnyRecord[];
    const titleFont = first!.title.fontSize as number;
    const detailFont = first!.detail.fontSize as number;
    const title1 = offsetPixels(first!.title.offsetCenter[1], radius);
    const detail1 = offsetPixels(first!.detail.offsetCenter[1], radius);
    const title2 = offsetPixels(second!.title.offsetCenter[1], radius);
    expect(detail1 - title1).toBeGreaterThanOrEqual((titleFont + detailFont) / 2);
    expect(title2 - detail1).toBeGreaterThanOrEqual((titleFont + detailFont) / 2);
  });

  it('leaves a gauge with room as Superset sizes it', () => {
    const { series } = transform({ font_size: 15 }, undefined, { width: 800, height: 600 });
    expect(series.axisLabel.fontSize).toBe(15);
    expect(series.data[0].title.offsetCenter).toEqual(['0%', '20%']);
  });
});
