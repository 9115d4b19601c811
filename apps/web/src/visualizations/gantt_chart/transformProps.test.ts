import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { queryResult } from '../shared/testing/queryResultFixture';
import { ganttBarRenderer } from './ganttBars';
import { layoutGanttRows } from './ganttRows';
import { transformProps } from './transformProps';

const H = 3_600_000;

const ROWS = [
  { start: 0, end: 2 * H, team: 'Build', owner: 'Ana', cost: 1200 },
  { start: H, end: 3 * H, team: 'Build', owner: 'Bo', cost: 800 },
  { start: 2 * H, end: 4 * H, team: 'Test', owner: 'Ana', cost: 500 },
];

const transform = sampleEChartsTransform(transformProps, {
  formData: {
    datasource: '3__table',
    viz_type: 'gantt_chart',
    start_time: 'start',
    end_time: 'end',
    y_axis: 'team',
    series: 'owner',
    tooltip_metrics: ['cost'],
    tooltip_columns: ['start'],
    tooltip_time_format: '%H:%M',
    tooltip_values_format: ',d',
  },
  queriesData: [
    queryResult(
      { start: 'TEMPORAL', end: 'TEMPORAL', team: 'STRING', owner: 'STRING', cost: 'NUMERIC' },
      ROWS,
    ),
  ],
});

describe('gantt rows', () => {
  it('gives each category a row, in order of appearance, the first at the top', () => {
    const layout = layoutGanttRows(['Build', 'Build', 'Test'], null);
    expect(layout.rowOf).toEqual([0, 0, 1]);
    expect(layout.rowCount).toBe(2);
    expect(layout.borders).toEqual([1, 0]);
    expect(layout.labels).toEqual([
      { name: 'Build', y: 1.5 },
      { name: 'Test', y: 0.5 },
    ]);
  });

  it('splits categories by series value with subcategories', () => {
    const layout = layoutGanttRows(['Build', 'Build', 'Test'], ['Ana', 'Bo', 'Ana']);
    expect(layout.rowOf).toEqual([0, 1, 2]);
    expect(layout.rowCount).toBe(3);
    // Build takes rows 0 and 1: its middle is 3 - 1 = 2 from the bottom.
    expect(layout.labels[0]).toEqual({ name: 'Build', y: 2 });
    expect(layout.borders).toEqual([1, 0]);
  });
});

describe('gantt transformProps', () => {
  it('draws one custom series per series value with each bar from start to end in its row', () => {
    const { seriesList } = transform();
    const bars = seriesList.filter((series: AnyRecord) => series.type === 'custom');
    expect(bars.map((series: AnyRecord) => series.name)).toEqual(['Ana', 'Bo']);
    expect(bars[0]?.data).toEqual([
      [0, 2 * H, 0],
      [2 * H, 4 * H, 1],
    ]);
    expect(bars[1]?.data).toEqual([[H, 3 * H, 0]]);
  });

  it('writes category names and separators as mark lines', () => {
    const { seriesList } = transform();
    const lines = seriesList.filter((series: AnyRecord) => series.type === 'line');
    expect(lines[0]?.markLine.data).toEqual([{ yAxis: 1 }, { yAxis: 0 }]);
    expect(lines[1]?.markLine.data).toEqual([
      { yAxis: 1.5, name: 'Build' },
      { yAxis: 0.5, name: 'Test' },
    ]);
  });

  it('lists tooltip metrics and columns in their formats', () => {
    const { option } = transform();
    expect(option.tooltip.formatter({ seriesIndex: 1, dataIndex: 0 })).toBe(
      '<b>Bo</b><br/>cost: <b>800</b><br/>start: <b>01:00</b>',
    );
  });
});

describe('gantt bars', () => {
  it('draws a bar 80 % as tall as its row, cut to the plot area', () => {
    const render = ganttBarRenderer(2);
    // Time maps to x directly, rows are 100 pixels: y = (2 - row) * 100 from the top... inverted.
    const api = (values: unknown[]) => ({
      value: (dimension: number) => values[dimension],
      coord: ([x, y]: [unknown, number]) => [Number(x), 200 - y * 100],
      style: () => ({ fill: 'red' }),
    });
    const area = { coordSys: { x: 0, y: 0, width: 150, height: 200 } };
    expect(render(area, api([20, 220, 1]))?.shape).toEqual({
      x: 20,
      y: 110,
      width: 130,
      height: 80,
    });
    expect(render(area, api([160, 200, 0]))).toBeNull();
  });
});

describe('gantt time bounds', () => {
  it('puts the saved times of day on the days of the earliest start and end', () => {
    const { option } = transform({ x_axis_time_bounds: ['00:30:00', '03:00:00'] });
    // Earliest start and end are both on 1970-01-01 (UTC).
    expect(option.xAxis.min).toBe(30 * 60_000);
    expect(option.xAxis.max).toBe(3 * H);
    const open = transform({ x_axis_time_bounds: [null, '03:00:00'] }).option.xAxis;
    expect(open.min).toBeUndefined();
  });
});
