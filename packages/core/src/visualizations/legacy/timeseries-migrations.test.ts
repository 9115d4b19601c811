import { describe, expect, it } from 'vitest';
import { migrateLegacyChart } from './migrate-legacy-viz';

/** The NVD3 time-series settings every old line, bar and area chart could carry. */
const TIMESERIES_SOURCE = {
  datasource: '1__table',
  bottom_margin: 20,
  comparison_type: 'absolute',
  contribution: true,
  left_margin: 20,
  rich_tooltip: true,
  rolling_type: 'sum',
  show_brush: 'yes',
  show_controls: true,
  show_legend: true,
  show_markers: true,
  time_compare: '1 year',
  x_axis_label: 'x',
  x_axis_format: 'SMART_DATE',
  x_ticks_layout: '45°',
  y_axis_bounds: [0, 100],
  y_axis_format: 'SMART_NUMBER',
  y_axis_label: 'y',
  y_axis_showminmax: true,
  y_log_scale: true,
};

/** The same settings under the ECharts time-series keys. */
const TIMESERIES_TARGET = {
  datasource: '1__table',
  comparison_type: 'difference',
  contributionMode: 'row',
  logAxis: true,
  markerEnabled: true,
  rich_tooltip: true,
  rolling_type: 'sum',
  show_extra_controls: true,
  show_legend: true,
  time_compare: ['1 year ago'],
  truncateYAxis: true,
  x_axis_title_margin: 20,
  y_axis_title_margin: 20,
  x_axis_title: 'x',
  x_axis_time_format: 'SMART_DATE',
  xAxisLabelRotation: 45,
  y_axis_bounds: [0, 100],
  y_axis_format: 'SMART_NUMBER',
  y_axis_title: 'y',
  zoomable: true,
};

function upgraded(vizType: string, params: Record<string, unknown>) {
  const result = migrateLegacyChart({ vizType, params });
  if (!result) throw new Error(`${vizType} was not upgraded`);
  return result;
}

describe('NVD3 time-series charts become ECharts time series', () => {
  it.each([
    ['line', {}, 'echarts_timeseries_line', {}],
    ['line', { line_interpolation: 'cardinal' }, 'echarts_timeseries_smooth', {}],
    [
      'line',
      { line_interpolation: 'step-before' },
      'echarts_timeseries_step',
      { seriesType: 'start' },
    ],
    [
      'line',
      { line_interpolation: 'step-after' },
      'echarts_timeseries_step',
      { seriesType: 'end' },
    ],
    ['line', { line_interpolation: 'linear' }, 'echarts_timeseries_line', {}],
    // The percent-change chart keeps a line whatever interpolation it names, as Superset does.
    ['compare', {}, 'echarts_timeseries_line', {}],
    ['compare', { line_interpolation: 'cardinal' }, 'echarts_timeseries_line', {}],
    [
      'bar',
      { show_bar_value: true, bar_stacked: true },
      'echarts_timeseries_bar',
      { show_value: true, stack: 'Stack' },
    ],
    ['bar', { bar_stacked: false }, 'echarts_timeseries_bar', { stack: null }],
    ['area', { stacked_style: 'expand' }, 'echarts_area', { stack: 'Expand', opacity: 0.7 }],
    ['area', { stacked_style: 'stream' }, 'echarts_area', { stack: 'Stream', opacity: 0.7 }],
    ['area', {}, 'echarts_area', { stack: 'Stack', opacity: 0.7 }],
  ])('%s %j → %s', (source, extraSource, target, extraTarget) => {
    const params = { viz_type: source, ...extraSource, ...TIMESERIES_SOURCE };
    expect(upgraded(source, params)).toEqual({
      vizType: target,
      params: { viz_type: target, ...extraTarget, ...TIMESERIES_TARGET, form_data_bak: params },
    });
  });

  it('a distribution bar puts its first group-by on the x-axis and the rest in the series', () => {
    const params = {
      viz_type: 'dist_bar',
      show_bar_value: true,
      bar_stacked: true,
      groupby: ['column_a', 'column_b'],
      columns: ['column_c', 'column_d'],
      ...TIMESERIES_SOURCE,
    };
    expect(upgraded('dist_bar', params).params).toEqual({
      viz_type: 'echarts_timeseries_bar',
      show_value: true,
      stack: 'Stack',
      x_axis: 'column_a',
      groupby: ['column_b', 'column_c', 'column_d'],
      ...TIMESERIES_TARGET,
      form_data_bak: params,
    });
  });

  it('an old time column becomes the x-axis and its range a TEMPORAL_RANGE filter', () => {
    const filter = { clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'] };
    const params = {
      granularity_sqla: 'ds',
      time_range: 'Last year',
      adhoc_filters: [filter],
      metrics: ['count'],
    };
    expect(upgraded('line', params).params).toMatchObject({
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      metrics: ['count'],
      adhoc_filters: [
        filter,
        {
          clause: 'WHERE',
          subject: 'ds',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last year',
          expressionType: 'SIMPLE',
        },
      ],
    });
    const result = upgraded('line', { granularity_sqla: 'ds', time_grain_sqla: 'P1M' }).params;
    expect(result.time_grain_sqla).toBe('P1M');
    expect(result).not.toHaveProperty('granularity_sqla');
    expect(result).not.toHaveProperty('time_range');
  });

  it('a distribution bar keeps its time column as a filter only', () => {
    const result = upgraded('dist_bar', { groupby: ['region'], granularity_sqla: 'ds' }).params;
    expect(result.x_axis).toBe('region');
    expect(result).not.toHaveProperty('time_grain_sqla');
    expect(result.adhoc_filters).toMatchObject([
      { subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
    ]);
  });

  it('a dual-line chart becomes a mixed chart with one metric per y-axis and the filters twice', () => {
    const adhocFilters = [
      {
        clause: 'WHERE',
        comparator: ['CA', 'FL'],
        expressionType: 'SIMPLE',
        operator: 'IN',
        subject: 'state',
      },
    ];
    const params = {
      metric: 'num_boys',
      y_axis_format: ',d',
      y_axis_bounds: [50, 100],
      metric_2: 'num_girls',
      y_axis_2_format: ',d',
      y_axis_2_bounds: [75, 150],
      viz_type: 'dual_line',
      adhoc_filters: adhocFilters,
      x_axis_format: 'smart_date',
      color_scheme: 'bnbColors',
      yAxisIndex: 0,
    };
    expect(upgraded('dual_line', params)).toEqual({
      vizType: 'mixed_timeseries',
      params: {
        metrics: ['num_boys'],
        y_axis_format: ',d',
        y_axis_bounds: [50, 100],
        y_axis_bounds_secondary: [75, 150],
        metrics_b: ['num_girls'],
        y_axis_format_secondary: ',d',
        viz_type: 'mixed_timeseries',
        adhoc_filters: adhocFilters,
        adhoc_filters_b: adhocFilters,
        x_axis_time_format: 'smart_date',
        color_scheme: 'bnbColors',
        form_data_bak: params,
        yAxisIndex: 0,
        yAxisIndexB: 1,
        truncateYAxis: true,
      },
    });
  });

  it('a dual-line chart with a time column filters both queries by its range', () => {
    const result = upgraded('dual_line', { granularity_sqla: 'ds', time_range: 'Last week' });
    expect(result.params.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'ds', comparator: 'Last week' }),
    ]);
    expect(result.params.adhoc_filters_b).toEqual(result.params.adhoc_filters);
    expect(result.params.x_axis).toBe('ds');
  });
});

describe("Superset's generic ECharts time-series chart opens as the chart of its series type", () => {
  const generic = (seriesType: string | undefined) =>
    migrateLegacyChart({
      vizType: 'echarts_timeseries',
      params: {
        datasource: '1__table',
        x_axis: 'ds',
        metrics: ['count'],
        groupby: ['gender'],
        ...(seriesType === undefined ? {} : { seriesType }),
        area: true,
        opacity: 0.4,
        adhoc_filters: [],
      },
    });

  it.each([
    ['line', 'echarts_timeseries_line'],
    [undefined, 'echarts_timeseries_line'],
    ['scatter', 'echarts_timeseries_scatter'],
    ['smooth', 'echarts_timeseries_smooth'],
    ['bar', 'echarts_timeseries_bar'],
    ['start', 'echarts_timeseries_step'],
    ['middle', 'echarts_timeseries_step'],
    ['end', 'echarts_timeseries_step'],
  ])('series type %s → %s, every other setting kept', (seriesType, target) => {
    const upgraded = generic(seriesType);
    expect(upgraded?.vizType).toBe(target);
    expect(upgraded?.params).toMatchObject({
      viz_type: target,
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
      area: true,
      opacity: 0.4,
    });
  });

  it('the step chart keeps where its steps sit; the others drop the series type', () => {
    expect(generic('middle')?.params.seriesType).toBe('middle');
    expect(generic('bar')?.params).not.toHaveProperty('seriesType');
  });
});
