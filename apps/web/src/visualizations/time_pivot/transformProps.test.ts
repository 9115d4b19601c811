import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { ChartDataResult, ChartProps } from '../chartPluginTypes';
import { periodStart, pivotByPeriod } from './periodPivot';
import { transformProps } from './transformProps';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** 5 January 1970 was a Monday, 4 January 1970 a Sunday. */
const A_MONDAY = 4 * DAY;
const A_SUNDAY = 3 * DAY;

interface LineSeries {
  name: string;
  data: Array<[number, number]>;
  color: string;
  z: number;
  smooth?: boolean;
  step?: string;
}

interface Option {
  series: LineSeries[];
  legend: { show: boolean; data: string[] };
  xAxis: { name: string; axisLabel: { formatter: (value: number) => string; rotate?: number } };
  yAxis: { type: string; min?: number; max?: number; axisLabel: { showMaxLabel?: boolean } };
  grid: { left: number; containLabel: boolean };
}

function props(formData: Partial<QueryFormData>, result: ChartDataResult): ChartProps {
  return {
    formData: {
      datasource: '1__table',
      viz_type: 'time_pivot',
      metric: 'avg_temp_max',
      x_axis: 'date',
      freq: 'AS',
      ...formData,
    },
    queriesData: [result],
    datasource: null,
    width: 800,
    height: 400,
    hooks: {},
    context: 'EXPLORE',
  };
}

function optionOf(formData: Partial<QueryFormData>, rows: Record<string, unknown>[]): Option {
  return transformProps(props(formData, { data: rows, rowcount: rows.length }))
    .option as unknown as Option;
}

/** Daily rows from the start day for `days` days, the value a function of the day. */
function dailyRows(start: number, days: number): Array<{ date: number; avg_temp_max: number }> {
  return Array.from({ length: days }, (_, index) => ({
    date: start + index * DAY,
    avg_temp_max: (index % 37) + index / 1000,
  }));
}

/**
 * The expected pivot computed another way: period numbers counted from a fixed origin instead
 * of rolled-back dates, the newest number ranked 0, each point moved by whole periods.
 */
function expectedBy(
  rows: Array<{ date: number; avg_temp_max: number }>,
  periodNumber: (time: number) => number,
  shiftOf: (from: number, to: number, time: number) => number,
): Map<string, Array<[number, number]>> {
  const newest = Math.max(...rows.map((row) => periodNumber(row.date)));
  const expected = new Map<string, Array<[number, number]>>();
  for (const row of rows) {
    const number = periodNumber(row.date);
    const name = number === newest ? 'current' : `-${newest - number}`;
    const points = expected.get(name) ?? [];
    points.push([shiftOf(number, newest, row.date), row.avg_temp_max]);
    expected.set(name, points);
  }
  return expected;
}

function actualByName(option: Option): Map<string, Array<[number, number]>> {
  return new Map(option.series.map((series) => [series.name, series.data]));
}

describe('time_pivot period split', () => {
  it('freq AS: one line per year, each year moved onto the newest year', () => {
    const rows = dailyRows(Date.UTC(2013, 0, 1), 365 * 2 + 200);
    const option = optionOf({ freq: 'AS' }, rows);
    const expected = expectedBy(
      rows,
      (time) => new Date(time).getUTCFullYear(),
      (from, to, time) => time + (Date.UTC(to, 0, 1) - Date.UTC(from, 0, 1)),
    );
    expect(actualByName(option)).toEqual(expected);
    expect(option.series.map((series) => series.name)).toEqual(['-1', '-2', 'current']);
    // Every year's 1 January lands on the newest year's.
    for (const series of option.series) expect(series.data[0]?.[0]).toBe(Date.UTC(2015, 0, 1));
  });

  it.each([
    ['W-MON', A_MONDAY, 1],
    ['W-SUN', A_SUNDAY, 1],
    ['52W-MON', A_MONDAY, 1],
    ['4W-MON', A_MONDAY, 1],
  ])('freq %s: weeks start on the anchor day whatever the multiple', (freq, anchor) => {
    const rows = dailyRows(Date.UTC(2015, 2, 4), 40);
    const option = optionOf({ freq }, rows);
    const expected = expectedBy(
      rows,
      (time) => Math.floor((time - anchor) / WEEK),
      (from, to, time) => time + (to - from) * WEEK,
    );
    expect(actualByName(option)).toEqual(expected);
  });

  it('freq D on hourly data: one line per day over the newest day', () => {
    const start = Date.UTC(2015, 5, 1, 0);
    const rows = Array.from({ length: 24 * 3 }, (_, hour) => ({
      date: start + hour * 3_600_000,
      avg_temp_max: hour,
    }));
    const option = optionOf({ freq: 'D' }, rows);
    const expected = expectedBy(
      rows,
      (time) => Math.floor(time / DAY),
      (from, to, time) => time + (to - from) * DAY,
    );
    expect(actualByName(option)).toEqual(expected);
  });

  it('orders lines by name as pandas does, so "-10" comes before "-2"', () => {
    const rows = dailyRows(Date.UTC(2015, 0, 5), 7 * 12);
    const names = optionOf({ freq: 'W-MON' }, rows).series.map((series) => series.name);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('-10')).toBeLessThan(names.indexOf('-2'));
    expect(names.at(-1)).toBe('current');
  });

  it('reads ISO dates from the legacy time column, and skips empty values', () => {
    const rows = [
      { date: '2014-03-01T00:00:00', avg_temp_max: 10 },
      { date: '2015-03-01T00:00:00', avg_temp_max: '12' },
      { date: '2015-03-02T00:00:00', avg_temp_max: null },
      { date: null, avg_temp_max: 4 },
    ];
    const option = optionOf({ x_axis: undefined, granularity_sqla: 'date' }, rows);
    expect(actualByName(option)).toEqual(
      new Map([
        ['-1', [[Date.UTC(2015, 2, 1), 10]]],
        ['current', [[Date.UTC(2015, 2, 1), 12]]],
      ]),
    );
  });

  it('rolls year-end, month and unknown aliases back like pandas', () => {
    const time = Date.UTC(2015, 6, 15, 13, 30);
    expect(periodStart(time, 'A')).toBe(Date.UTC(2014, 11, 31));
    expect(periodStart(Date.UTC(2015, 11, 31, 5), 'A')).toBe(Date.UTC(2015, 11, 31));
    expect(periodStart(time, 'MS')).toBe(Date.UTC(2015, 6, 1));
    expect(periodStart(time, 'M')).toBe(Date.UTC(2015, 5, 30));
    expect(periodStart(time, 'H')).toBe(Date.UTC(2015, 6, 15, 13));
    expect(periodStart(time, '???')).toBe(Date.UTC(2015, 6, 15));
  });

  it('averages two points landing on the same moment of a period', () => {
    const series = pivotByPeriod(
      [
        { time: Date.UTC(2015, 0, 5, 1), value: 2 },
        { time: Date.UTC(2015, 0, 5, 1), value: 4 },
      ],
      'W-MON',
    );
    expect(series[0]?.points).toEqual([[Date.UTC(2015, 0, 5, 1), 3]]);
  });
});

describe('time_pivot drawing', () => {
  const rows = dailyRows(Date.UTC(2012, 0, 1), 365 * 3 + 100);

  it('draws the newest period opaque and older ones fainter in the color_picker colour', () => {
    const option = optionOf({ color_picker: { r: 10, g: 20, b: 30, a: 1 } }, rows);
    const colors = new Map(option.series.map((series) => [series.name, series.color]));
    // Four periods: shares 1, 3/4, 2/4, 1/4; older periods at half their share.
    expect(colors.get('current')).toBe('rgba(10, 20, 30, 1)');
    expect(colors.get('-1')).toBe('rgba(10, 20, 30, 0.375)');
    expect(colors.get('-2')).toBe('rgba(10, 20, 30, 0.25)');
    expect(colors.get('-3')).toBe('rgba(10, 20, 30, 0.125)');
    const current = option.series.find((series) => series.name === 'current');
    expect(current?.z).toBeGreaterThan(option.series[0]?.z ?? 0);
  });

  it('applies legend, interpolation, axis labels, log scale, bounds and margins', () => {
    const option = optionOf(
      {
        show_legend: false,
        line_interpolation: 'step-before',
        x_axis_label: 'Day of year',
        x_ticks_layout: '45°',
        x_axis_format: '%b %d',
        y_log_scale: true,
        y_axis_bounds: [1, 50],
        y_axis_showminmax: true,
        left_margin: 100,
      },
      rows,
    );
    expect(option.legend.show).toBe(false);
    expect(option.series[0]?.step).toBe('start');
    expect(option.xAxis.name).toBe('Day of year');
    expect(option.xAxis.axisLabel.rotate).toBe(-45);
    expect(option.xAxis.axisLabel.formatter(Date.UTC(2015, 1, 3))).toBe('Feb 03');
    expect(option.yAxis).toMatchObject({ type: 'log', min: 1, max: 50 });
    expect(option.yAxis.axisLabel.showMaxLabel).toBe(true);
    expect(option.grid).toMatchObject({ left: 100, containLabel: false });
    expect(optionOf({ line_interpolation: 'monotone' }, rows).series[0]?.smooth).toBe(true);
  });

  it('draws nothing from an empty result', () => {
    expect(optionOf({}, []).series).toEqual([]);
  });
});
