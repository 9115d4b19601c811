/**
 * The saved Time-series Period Pivot of the chart type tests: Seattle's daily maximum
 * temperature, one line per year, with every key Superset's legacy chart writes.
 */
import type { ChartTypeFixture } from './chartTypeFixtures';

export const TIME_PIVOT_FIXTURE: ChartTypeFixture = {
  vizType: 'time_pivot',
  dataset: 'seattle_weather',
  name: 'Period Pivot: daily max temperature, one line per year',
  params: {
    granularity_sqla: 'date',
    time_grain_sqla: 'P1D',
    time_range: 'No filter',
    metric: 'avg_temp_max',
    adhoc_filters: [],
    freq: 'AS',
    rolling_type: 'None',
    show_legend: true,
    line_interpolation: 'linear',
    color_picker: { r: 0, g: 122, b: 135, a: 1 },
    x_axis_label: '',
    bottom_margin: 'auto',
    x_ticks_layout: 'auto',
    x_axis_format: 'SMART_NUMBER',
    x_axis_showminmax: false,
    y_axis_label: 'Max temperature',
    left_margin: 'auto',
    y_axis_showminmax: false,
    y_log_scale: false,
    y_axis_format: 'SMART_NUMBER',
    y_axis_bounds: [null, null],
  },
};
