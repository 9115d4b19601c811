/**
 * One chart of each retired Superset chart type, with form data in the old keys exactly as
 * Superset 1.x and 2.x saved it (and Superset's generic ECharts time series), on the example
 * datasets. Each must open as its successor.
 */
export interface LegacyChartFixture {
  vizType: string;
  /** The chart type it must open as. */
  successor: string;
  dataset: 'seattle_weather' | 'penguins';
  params: Record<string, unknown>;
}

const monthlyWeather = {
  granularity_sqla: 'date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  groupby: ['weather'],
  adhoc_filters: [],
  row_limit: 10000,
  show_legend: true,
  x_axis_label: 'Month',
  x_ticks_layout: '45°',
};

export const LEGACY_CHART_FIXTURES: LegacyChartFixture[] = [
  {
    // Superset's generic ECharts time series, set to draw bars.
    vizType: 'echarts_timeseries',
    successor: 'echarts_timeseries_bar',
    dataset: 'seattle_weather',
    params: {
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metrics: ['total_precipitation'],
      groupby: [],
      adhoc_filters: [
        {
          clause: 'WHERE',
          subject: 'date',
          operator: 'TEMPORAL_RANGE',
          comparator: 'No filter',
          expressionType: 'SIMPLE',
        },
      ],
      seriesType: 'bar',
      row_limit: 10000,
      show_legend: true,
    },
  },
  {
    vizType: 'line',
    successor: 'echarts_timeseries_smooth',
    dataset: 'seattle_weather',
    params: { ...monthlyWeather, metrics: ['avg_temp_max'], line_interpolation: 'cardinal' },
  },
  {
    vizType: 'compare',
    successor: 'echarts_timeseries_line',
    dataset: 'seattle_weather',
    params: {
      ...monthlyWeather,
      // A time comparison needs an enclosed range, in Superset as here.
      time_range: '2013-01-01 : 2016-01-01',
      metrics: ['avg_temp_max'],
      time_compare: '1 year',
      comparison_type: 'percentage',
      y_axis_format: '.1%',
    },
  },
  {
    vizType: 'area',
    successor: 'echarts_area',
    dataset: 'seattle_weather',
    params: { ...monthlyWeather, metrics: ['total_precipitation'], stacked_style: 'stack' },
  },
  {
    vizType: 'bar',
    successor: 'echarts_timeseries_bar',
    dataset: 'seattle_weather',
    params: { ...monthlyWeather, metrics: ['rainy_days'], bar_stacked: true },
  },
  {
    vizType: 'dual_line',
    successor: 'mixed_timeseries',
    dataset: 'seattle_weather',
    params: {
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
      time_range: 'No filter',
      metric: 'avg_temp_max',
      metric_2: 'total_precipitation',
      adhoc_filters: [],
      x_axis_format: 'smart_date',
    },
  },
  {
    vizType: 'dist_bar',
    successor: 'echarts_timeseries_bar',
    dataset: 'penguins',
    params: {
      groupby: ['species'],
      columns: ['island'],
      metrics: ['count'],
      adhoc_filters: [],
      row_limit: 100,
      bar_stacked: true,
      show_legend: true,
    },
  },
  {
    vizType: 'pivot_table',
    successor: 'pivot_table_v2',
    dataset: 'penguins',
    params: {
      groupby: ['species'],
      columns: ['island'],
      metrics: ['count'],
      pandas_aggfunc: 'sum',
      pivot_margins: true,
      number_format: 'SMART_NUMBER',
      adhoc_filters: [],
    },
  },
  {
    vizType: 'treemap',
    successor: 'treemap_v2',
    dataset: 'penguins',
    params: { groupby: ['species', 'island'], metrics: ['count'], adhoc_filters: [] },
  },
  {
    vizType: 'sunburst',
    successor: 'sunburst_v2',
    dataset: 'penguins',
    params: { groupby: ['species', 'island'], metric: 'count', adhoc_filters: [] },
  },
  {
    vizType: 'bubble',
    successor: 'bubble_v2',
    dataset: 'penguins',
    params: {
      entity: 'island',
      series: 'species',
      x: 'avg_flipper_length_mm',
      y: 'avg_body_mass_g',
      size: 'count',
      max_bubble_size: '25',
      limit: 50,
      adhoc_filters: [],
      x_axis_label: 'Flipper length',
      show_legend: true,
    },
  },
  {
    vizType: 'heatmap',
    successor: 'heatmap_v2',
    dataset: 'penguins',
    params: {
      all_columns_x: 'species',
      all_columns_y: 'island',
      metric: 'count',
      linear_color_scheme: 'blue_white_yellow',
      show_perc: true,
      adhoc_filters: [],
    },
  },
  {
    vizType: 'histogram',
    successor: 'histogram_v2',
    dataset: 'penguins',
    params: {
      all_columns_x: ['body_mass_g'],
      link_length: '10',
      row_limit: 10000,
      adhoc_filters: [],
      x_axis_label: 'Body mass (g)',
    },
  },
  {
    vizType: 'sankey',
    successor: 'sankey_v2',
    dataset: 'penguins',
    params: { groupby: ['island', 'species'], metric: 'count', adhoc_filters: [] },
  },
];
