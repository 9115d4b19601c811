/**
 * The NVD3 time-series charts (line, percent change, area, bar, distribution bar, dual line) and
 * their ECharts successors. They share one set of renamed axis and margin settings; each adds its own
 * stacking, interpolation or second-axis rules.
 */
import {
  asList,
  marginForTitle,
  tickRotationDegrees,
  type FormData,
  type LegacyVizMigration,
} from './migration-types';

const TIMESERIES_RENAMES: Readonly<Record<string, string>> = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  show_controls: 'show_extra_controls',
  x_axis_label: 'x_axis_title',
  x_axis_format: 'x_axis_time_format',
  x_axis_showminmax: 'truncateXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_label: 'y_axis_title',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logAxis',
};

const TIMESERIES_REMOVALS = [
  'contribution',
  'line_interpolation',
  'reduce_x_ticks',
  'show_brush',
  'show_markers',
];

/** What every NVD3 time series needs before its keys are renamed. */
function prepareTimeseries(data: FormData): void {
  data.contributionMode = data.contribution ? 'row' : null;
  data.zoomable = data.show_brush === 'yes';
  data.markerEnabled = data.show_markers || false;
  // The old charts fitted the y-axis to the data; the new ones start at zero unless truncated.
  data.y_axis_showminmax = true;
  marginForTitle(data, 'x_axis_label', 'bottom_margin');
  marginForTitle(data, 'y_axis_label', 'left_margin');
  // Old comparisons were stored as a bare period ('1 year'); the new ones as offsets ('1 year ago').
  if (data.time_compare) {
    data.time_compare = asList(data.time_compare)
      .filter((value) => typeof value === 'string' && value !== '')
      .map((value) => `${String(value)} ago`);
  }
  const comparison = data.comparison_type || 'values';
  data.comparison_type = comparison === 'absolute' ? 'difference' : comparison;
  tickRotationDegrees(data);
}

function barStack(data: FormData): void {
  data.stack = data.bar_stacked ? 'Stack' : null;
}

const AREA_STACKS: Readonly<Record<string, string>> = {
  expand: 'Expand',
  stack: 'Stack',
  stream: 'Stream',
};

/** The generic ECharts time-series chart's `seriesType` → the chart type that draws it. */
const GENERIC_SERIES_TARGETS: Readonly<Record<string, string>> = {
  line: 'echarts_timeseries_line',
  scatter: 'echarts_timeseries_scatter',
  smooth: 'echarts_timeseries_smooth',
  bar: 'echarts_timeseries_bar',
  start: 'echarts_timeseries_step',
  middle: 'echarts_timeseries_step',
  end: 'echarts_timeseries_step',
};

export const TIMESERIES_MIGRATIONS: readonly LegacyVizMigration[] = [
  {
    // Superset's generic ECharts time series (one chart, a series-type setting) already uses
    // the new form data; only the chart type changes, to the one its series type draws. A step
    // chart keeps the series type, which says where its steps sit.
    source: 'echarts_timeseries',
    target: 'echarts_timeseries_line',
    timeColumnIsXAxis: true,
    rename: {},
    remove: [],
    prepare(data) {
      const seriesType = typeof data.seriesType === 'string' ? data.seriesType : 'line';
      const target = GENERIC_SERIES_TARGETS[seriesType] ?? 'echarts_timeseries_line';
      if (target !== 'echarts_timeseries_step') delete data.seriesType;
      return target;
    },
  },
  {
    source: 'line',
    target: 'echarts_timeseries_line',
    timeColumnIsXAxis: true,
    rename: TIMESERIES_RENAMES,
    remove: TIMESERIES_REMOVALS,
    prepare(data) {
      prepareTimeseries(data);
      switch (data.line_interpolation) {
        case 'cardinal':
          return 'echarts_timeseries_smooth';
        case 'step-before':
          data.seriesType = 'start';
          return 'echarts_timeseries_step';
        case 'step-after':
          data.seriesType = 'end';
          return 'echarts_timeseries_step';
        default:
          return undefined;
      }
    },
  },
  {
    // The percent-change chart (re-based on its first point by NVD3) opens as a line chart with
    // the same time comparison settings; the interactive re-basing has no successor.
    source: 'compare',
    target: 'echarts_timeseries_line',
    timeColumnIsXAxis: true,
    rename: TIMESERIES_RENAMES,
    remove: TIMESERIES_REMOVALS,
    prepare(data) {
      prepareTimeseries(data);
      return undefined;
    },
  },
  {
    source: 'area',
    target: 'echarts_area',
    timeColumnIsXAxis: true,
    rename: TIMESERIES_RENAMES,
    remove: [...TIMESERIES_REMOVALS, 'stacked_style'],
    prepare(data) {
      prepareTimeseries(data);
      const style = typeof data.stacked_style === 'string' ? data.stacked_style : '';
      data.stack = AREA_STACKS[style || 'stack'] ?? null;
      data.opacity = 0.7;
      return undefined;
    },
  },
  {
    source: 'bar',
    target: 'echarts_timeseries_bar',
    timeColumnIsXAxis: true,
    rename: { ...TIMESERIES_RENAMES, show_bar_value: 'show_value' },
    remove: [...TIMESERIES_REMOVALS, 'bar_stacked'],
    prepare(data) {
      prepareTimeseries(data);
      barStack(data);
      return undefined;
    },
  },
  {
    // A distribution bar chart grouped by categories, not time: its first group-by becomes the
    // (categorical) x-axis and the rest, with its breakdown columns, become the series.
    source: 'dist_bar',
    target: 'echarts_timeseries_bar',
    timeColumnIsXAxis: false,
    rename: { ...TIMESERIES_RENAMES, show_bar_value: 'show_value' },
    remove: [...TIMESERIES_REMOVALS, 'columns', 'bar_stacked'],
    prepare(data) {
      prepareTimeseries(data);
      const groupby = asList(data.groupby);
      if (groupby.length > 0) data.x_axis = groupby[0];
      data.groupby = [...groupby.slice(1), ...asList(data.columns)];
      barStack(data);
      data.x_ticks_layout = 45;
      return undefined;
    },
  },
  {
    // Two metrics on two y-axes become the mixed chart's query A (left) and query B (right),
    // both with the old chart's filters.
    source: 'dual_line',
    target: 'mixed_timeseries',
    timeColumnIsXAxis: true,
    rename: {
      x_axis_format: 'x_axis_time_format',
      y_axis_2_format: 'y_axis_format_secondary',
      y_axis_2_bounds: 'y_axis_bounds_secondary',
    },
    remove: ['metric', 'metric_2'],
    prepare(data) {
      data.yAxisIndex = 0;
      data.yAxisIndexB = 1;
      data.adhoc_filters_b = data.adhoc_filters;
      data.truncateYAxis = true;
      data.metrics = [data.metric];
      data.metrics_b = [data.metric_2];
      return undefined;
    },
    finish(data) {
      data.adhoc_filters_b = data.adhoc_filters ?? [];
    },
  },
];
