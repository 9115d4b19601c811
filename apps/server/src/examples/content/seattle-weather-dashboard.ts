/**
 * Seattle weather: four years (2012 to 2015) of daily temperature, precipitation, wind and the
 * day's weather. Filters on the kind of weather, the date and the day's maximum temperature.
 */
import {
  noTimeFilter,
  sqlMetric,
  timeseriesParams,
  type ExampleDashboardSpec,
} from './example-content-spec';

const INTRO = `## Seattle weather

Daily observations at Seattle from **2012 to 2015**: the day's highest and lowest temperature
(°C), precipitation (mm), wind (m/s) and a one-word summary of the weather.

The calendar shows 2015 day by day; click a slice of the pie to see only the days of that
weather everywhere else.`;

const allTime = { time_range: 'No filter', adhoc_filters: [noTimeFilter('date')] };

export const SEATTLE_WEATHER_DASHBOARD: ExampleDashboardSpec = {
  slug: 'seattle-weather',
  title: 'Seattle Weather',
  description: 'Temperature, rain and wind in Seattle, day by day from 2012 to 2015.',
  colorScheme: 'lyftColors',
  charts: [
    {
      key: 'max_temp',
      name: 'Average high temperature (°C)',
      vizType: 'big_number',
      dataset: 'seattle_weather',
      params: {
        metric: 'avg_temp_max',
        x_axis: 'date',
        granularity_sqla: 'date',
        time_grain_sqla: 'P1M',
        ...allTime,
        compare_lag: 12,
        compare_suffix: 'vs same month last year',
        show_trend_line: true,
        y_axis_format: ',.1f',
      },
    },
    {
      key: 'rain_total',
      name: 'Rain and snow (mm)',
      vizType: 'big_number_total',
      dataset: 'seattle_weather',
      params: {
        metric: sqlMetric('Precipitation', 'SUM(precipitation)'),
        ...allTime,
        y_axis_format: ',.0f',
        subheader: 'mm in four years',
      },
    },
    {
      key: 'weather_pie',
      name: 'Days by weather',
      vizType: 'pie',
      dataset: 'seattle_weather',
      params: {
        groupby: ['weather'],
        metric: 'count',
        ...allTime,
        donut: true,
        show_labels: true,
        label_type: 'key_percent',
        labels_outside: true,
        sort_by_metric: true,
        show_legend: false,
      },
    },
    {
      key: 'calendar',
      name: 'Daily high temperature, 2015',
      vizType: 'cal_heatmap',
      dataset: 'seattle_weather',
      params: {
        granularity_sqla: 'date',
        time_range: '2015-01-01 : 2016-01-01',
        metrics: ['avg_temp_max'],
        domain_granularity: 'month',
        subdomain_granularity: 'day',
        linear_color_scheme: 'blue_white_yellow',
        cell_size: 15,
        cell_padding: 2,
        cell_radius: 2,
        steps: 10,
        show_legend: true,
        show_values: false,
        show_metric_name: false,
        y_axis_format: ',.1f',
      },
    },
    {
      key: 'temperature_mix',
      name: 'Monthly temperature and precipitation',
      vizType: 'mixed_timeseries',
      dataset: 'seattle_weather',
      params: timeseriesParams('date', 'P1M', {
        metrics: ['avg_temp_max', 'avg_temp_min'],
        groupby: [],
        seriesType: 'line',
        metrics_b: ['total_precipitation'],
        groupby_b: [],
        adhoc_filters_b: [noTimeFilter('date')],
        seriesTypeB: 'bar',
        yAxisIndexB: 1,
        opacityB: 0.4,
        y_axis_format: ',.1f',
        y_axis_format_secondary: ',.0f',
      }),
    },
    {
      key: 'weather_area',
      name: 'Days of each weather per month',
      vizType: 'echarts_area',
      dataset: 'seattle_weather',
      params: timeseriesParams('date', 'P1M', {
        metrics: ['count'],
        groupby: ['weather'],
        stack: 'Expand',
        opacity: 0.7,
        y_axis_format: '.0%',
      }),
    },
    {
      key: 'temp_histogram',
      name: 'Distribution of daily highs (°C)',
      vizType: 'histogram_v2',
      dataset: 'seattle_weather',
      params: {
        column: 'temp_max',
        groupby: [],
        bins: 20,
        row_limit: 10000,
        ...allTime,
        x_axis_title: 'Daily high (°C)',
        y_axis_title: 'Days',
      },
    },
    {
      key: 'temp_box',
      name: 'Daily highs by weather',
      vizType: 'box_plot',
      dataset: 'seattle_weather',
      params: {
        columns: ['date'],
        groupby: ['weather'],
        metrics: ['avg_temp_max'],
        whiskerOptions: 'Min/max (no outliers)',
        row_limit: 10000,
        ...allTime,
        number_format: ',.1f',
      },
    },
    {
      key: 'wind_funnel',
      name: 'Windy days (average wind by weather, m/s)',
      vizType: 'funnel',
      dataset: 'seattle_weather',
      params: {
        groupby: ['weather'],
        metric: 'avg_wind',
        row_limit: 10,
        ...allTime,
        sort_by_metric: true,
        show_labels: true,
        label_type: 'key_value',
        number_format: ',.2f',
      },
    },
  ],
  rows: [
    [
      { markdown: INTRO, width: 3, height: 40 },
      { chart: 'max_temp', width: 3, height: 40 },
      { chart: 'rain_total', width: 2, height: 40 },
      { chart: 'weather_pie', width: 4, height: 40 },
    ],
    [{ chart: 'calendar', width: 12, height: 30 }],
    [
      { chart: 'temperature_mix', width: 7, height: 55 },
      { chart: 'weather_area', width: 5, height: 55 },
    ],
    [
      { chart: 'temp_histogram', width: 4, height: 50 },
      { chart: 'temp_box', width: 4, height: 50 },
      { chart: 'wind_funnel', width: 4, height: 50 },
    ],
  ],
  filters: [
    {
      id: 'NATIVE_FILTER-seattle-weather',
      name: 'Weather',
      filterType: 'filter_select',
      dataset: 'seattle_weather',
      column: 'weather',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-seattle-time',
      name: 'Date',
      filterType: 'filter_time',
      excluded: ['calendar'],
      description: 'Days in this range (the data covers 2012 to 2015).',
    },
    {
      id: 'NATIVE_FILTER-seattle-temp',
      name: 'Daily high (°C)',
      filterType: 'filter_range',
      dataset: 'seattle_weather',
      column: 'temp_max',
    },
  ],
};
