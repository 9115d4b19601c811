import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { buildHeatmapMatrix } from './heatmapCells';
import { transformProps } from './transformProps';
import type { AnyRecord } from '../shared/echarts/looseOptionRecord';
import { chartPropsOf, sampleEChartsTransform } from '../shared/testing/chartPropsFixture';
import { xAxisGrainColumn } from '../shared/testing/grainColumnFixture';
import { queryResult } from '../shared/testing/queryResultFixture';

const FORM_DATA: QueryFormData = {
  datasource: '5__table',
  viz_type: 'heatmap_v2',
  x_axis: 'weekday',
  time_grain_sqla: 'P1D',
  // Superset stores the single y column either bare or as a list of one.
  groupby: 'team' as unknown as QueryFormData['groupby'],
  metric: 'tickets',
  adhoc_filters: [],
  row_limit: 1000,
  normalize_across: 'heatmap',
  linear_color_scheme: 'white_black',
};

// Ranks as the server's rank post-processing computes them over the whole heatmap:
// values 4, 8, 2, 6 → ranks 2/4, 4/4, 1/4, 3/4.
const RESULT = queryResult(
  { weekday: 'STRING', team: 'STRING', tickets: 'NUMERIC', rank: 'NUMERIC' },
  [
    { weekday: 'Tue', team: 'Ops', tickets: 4, rank: 0.5 },
    { weekday: 'Tue', team: 'Dev', tickets: 8, rank: 1 },
    { weekday: 'Mon', team: 'Ops', tickets: 2, rank: 0.25 },
    { weekday: 'Mon', team: 'Dev', tickets: 6, rank: 0.75 },
  ],
);

const transform = sampleEChartsTransform(transformProps, {
  formData: FORM_DATA,
  queriesData: [RESULT],
  width: 800,
});

describe('heatmap buildQuery', () => {
  it('groups by x and y, sorts as asked and ranks within the heatmap', () => {
    const query = buildQuery({
      ...FORM_DATA,
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'value_desc',
    }).queries[0]!;
    expect(query.columns).toEqual([xAxisGrainColumn('weekday', 'P1D'), 'team']);
    expect(query.metrics).toEqual(['tickets']);
    expect(query.orderby).toEqual([
      ['weekday', true],
      ['tickets', false],
    ]);
    expect(query.post_processing).toEqual([{ operation: 'rank', options: { metric: 'tickets' } }]);
  });

  it('ranks within x columns or y rows', () => {
    expect(buildQuery({ ...FORM_DATA, normalize_across: 'x' }).queries[0]!.post_processing).toEqual(
      [{ operation: 'rank', options: { metric: 'tickets', group_by: 'weekday' } }],
    );
    expect(
      buildQuery({ ...FORM_DATA, normalize_across: 'y', groupby: ['team'] }).queries[0]!
        .post_processing,
    ).toEqual([{ operation: 'rank', options: { metric: 'tickets', group_by: 'team' } }]);
  });
});

describe('buildHeatmapMatrix', () => {
  const base = { rows: RESULT.data, xColumn: 'weekday', yColumn: 'team', metric: 'tickets' };

  it('keeps the query order without sorts and totals each axis', () => {
    const matrix = buildHeatmapMatrix(base);
    expect(matrix.xValues).toEqual(['Tue', 'Mon']);
    expect(matrix.yValues).toEqual(['Ops', 'Dev']);
    expect(matrix.xTotals).toEqual([4 + 8, 2 + 6]);
    expect(matrix.yTotals).toEqual([4 + 2, 8 + 6]);
    expect(matrix.total).toBe(20);
    expect(matrix.cells[0]).toEqual({ x: 0, y: 0, value: 4, rank: 0.5 });
  });

  it('sorts axes by value or by metric total', () => {
    expect(buildHeatmapMatrix({ ...base, sortX: 'alpha_asc' }).xValues).toEqual(['Mon', 'Tue']);
    // Dev totals 14, Ops 6.
    expect(buildHeatmapMatrix({ ...base, sortY: 'value_asc' }).yValues).toEqual(['Ops', 'Dev']);
    expect(buildHeatmapMatrix({ ...base, sortY: 'value_desc' }).yValues).toEqual(['Dev', 'Ops']);
  });

  it('sorts numbers numerically and keeps missing values last', () => {
    const rows = [10, null, 9, 100].map((x) => ({ x, y: 'a', m: 1 }));
    const matrix = (sortX: 'alpha_asc' | 'alpha_desc') =>
      buildHeatmapMatrix({ rows, xColumn: 'x', yColumn: 'y', metric: 'm', sortX }).xValues;
    expect(matrix('alpha_asc')).toEqual([9, 10, 100, null]);
    expect(matrix('alpha_desc')).toEqual([100, 10, 9, null]);
  });
});

describe('heatmap transformProps', () => {
  it('draws one cell per row on category axes, coloured by value', () => {
    const { option, series } = transform({ sort_x_axis: 'alpha_asc', sort_y_axis: 'alpha_asc' });
    expect(option.xAxis.data).toEqual(['Mon', 'Tue']);
    expect(option.yAxis.data).toEqual(['Dev', 'Ops']);
    expect(series.data).toContainEqual([1, 0, 8, 1]);
    expect(series.data).toContainEqual([0, 1, 2, 0.25]);
    expect(option.visualMap).toMatchObject({ min: 2, max: 8, dimension: 2, show: true });
    expect(option.visualMap.inRange.color).toEqual(['white', 'black']);
  });

  it('colours by rank when normalized, and honours value bounds otherwise', () => {
    expect(transform({ normalized: true }).option.visualMap).toMatchObject({
      min: 0,
      max: 1,
      dimension: 3,
    });
    expect(transform({ value_bounds: [0, null] }).option.visualMap).toMatchObject({
      min: 0,
      max: 8,
    });
  });

  it("shows each cell's share across what normalize_across names", () => {
    // Cell Tue / Dev = 8: 40 % of 20 overall, 8/12 of Tue, 8/14 of Dev.
    const tip = (normalizeAcross: string) =>
      transform({ normalize_across: normalizeAcross }).option.tooltip.formatter({
        value: [0, 1, 8, 1],
      });
    expect(tip('heatmap')).toBe('<b>Tue (Dev)</b><br/>tickets: <b>8</b><br/>40.00% of total');
    expect(tip('x')).toBe('<b>Tue (Dev)</b><br/>tickets: <b>8</b><br/>66.67% of Tue');
    expect(tip('y')).toBe('<b>Tue (Dev)</b><br/>tickets: <b>8</b><br/>57.14% of Dev');
    expect(
      transform({ show_percentage: false }).option.tooltip.formatter({ value: [0, 1, 8, 1] }),
    ).toBe('<b>Tue (Dev)</b><br/>tickets: <b>8</b>');
  });

  it('applies label, interval and margin settings', () => {
    const { option, series } = transform({
      show_values: true,
      y_axis_format: '.1f',
      xscale_interval: 3,
      yscale_interval: -1,
      left_margin: 75,
      bottom_margin: 'auto',
      show_legend: false,
    });
    expect(series.label.show).toBe(true);
    expect(series.label.formatter({ value: [0, 0, 4, 0.5] })).toBe('4.0');
    expect(option.xAxis.axisLabel.interval).toBe(2);
    expect(option.yAxis.axisLabel.interval).toBe('auto');
    expect(option.grid.left).toBe(75);
    expect(option.grid.top).toBe(10);
    expect(option.visualMap.show).toBe(false);
  });

  it('formats temporal axes and keeps raw values for drilling', () => {
    const props = transformProps(
      chartPropsOf(
        { ...FORM_DATA, x_axis: 'ds', x_axis_time_format: '%Y-%m' },
        [
          {
            colnames: ['ds', 'team', 'tickets', 'rank'],
            coltypes: [2, 1, 0, 0],
            data: [{ ds: Date.UTC(2023, 4, 1), team: 'Ops', tickets: 1, rank: 1 }],
            rowcount: 1,
          },
        ],
        { width: 400, height: 300, context: 'DASHBOARD' },
      ),
    );
    expect((props.option as AnyRecord).xAxis.data).toEqual(['2023-05']);
    expect(props.axes.xValues).toEqual([Date.UTC(2023, 4, 1)]);
    expect(props.axes.xColumn).toBe('ds');
  });
});
