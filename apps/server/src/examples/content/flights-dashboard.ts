/**
 * Flight operations: three million US domestic flights of the first half of 2001, with their
 * delays and distances. Overview KPIs, traffic over time, and the route network between the
 * busiest hubs; filters on origin, destination (narrowed by origin), departure time and distance.
 */
import {
  noTimeFilter,
  sqlMetric,
  timeseriesParams,
  whereFilter,
  type ExampleDashboardSpec,
} from './example-content-spec';

/** The ten busiest origins, so hub-to-hub charts stay readable. */
const HUBS = ['ORD', 'DFW', 'ATL', 'LAX', 'PHX', 'STL', 'DTW', 'MSP', 'LAS', 'DEN'];

const allTime = { time_range: 'No filter', adhoc_filters: [noTimeFilter('date')] };
/**
 * The sample's six months: its last departure is at midnight on July 1st, which alone would draw
 * as an almost empty last day, week or month.
 */
const HALF_YEAR = '2001-01-01 : 2001-06-30';
const halfYear = {
  clause: 'WHERE',
  comparator: HALF_YEAR,
  expressionType: 'SIMPLE',
  operator: 'TEMPORAL_RANGE',
  subject: 'date',
};
const hubsOnly = (column: string) => whereFilter(column, 'IN', HUBS);

const INTRO = `## Flight operations

Three million US domestic flights from **January to June 2001** (the vega-datasets
\`flights-3m\` sample). Delays are in minutes; a flight counts as *on time* when it departs at most
15 minutes late.

Use the filters on the left to pick an origin, a destination or a date range, or click a bar,
slice or word to cross-filter the other charts.`;

export const FLIGHTS_DASHBOARD: ExampleDashboardSpec = {
  slug: 'flights-operations',
  title: 'Flight Operations',
  description: 'Traffic, delays and routes of three million US flights in the first half of 2001.',
  colorScheme: 'supersetColors',
  charts: [
    {
      key: 'flights',
      name: 'Flights',
      vizType: 'big_number_total',
      dataset: 'flights',
      params: { metric: 'count', ...allTime, y_axis_format: ',d', subheader: 'departures' },
    },
    {
      key: 'delay_trend',
      name: 'Average delay, weekly',
      vizType: 'big_number',
      dataset: 'flights',
      params: {
        metric: 'avg_delay',
        x_axis: 'date',
        granularity_sqla: 'date',
        time_grain_sqla: 'P1W',
        time_range: 'No filter',
        adhoc_filters: [halfYear],
        compare_lag: 1,
        compare_suffix: 'vs previous week',
        show_trend_line: true,
        start_y_axis_at_zero: true,
        y_axis_format: ',.1f',
      },
    },
    {
      key: 'on_time',
      name: 'On-time rate',
      vizType: 'gauge_chart',
      dataset: 'flights',
      params: {
        metric: 'on_time_rate',
        groupby: [],
        ...allTime,
        min_val: 0,
        max_val: 1,
        number_format: '.0%',
        show_progress: true,
        overlap: true,
        split_number: 5,
        start_angle: 225,
        end_angle: -45,
      },
    },
    {
      key: 'distance',
      name: 'Miles flown',
      vizType: 'big_number_total',
      dataset: 'flights',
      params: {
        metric: sqlMetric('Miles flown', 'SUM(distance)'),
        ...allTime,
        y_axis_format: '.3s',
        subheader: 'miles',
      },
    },
    {
      key: 'daily_flights',
      name: 'Flights per day by hub',
      vizType: 'echarts_area',
      dataset: 'flights',
      params: timeseriesParams('date', 'P1D', {
        metrics: ['count'],
        groupby: ['origin'],
        adhoc_filters: [halfYear, whereFilter('origin', 'IN', HUBS.slice(0, 5))],
        stack: 'Stack',
        opacity: 0.6,
        y_axis_format: ',d',
      }),
    },
    {
      key: 'weekly_delay',
      name: 'Average and worst delays by week',
      vizType: 'mixed_timeseries',
      dataset: 'flights',
      params: timeseriesParams('date', 'P1W', {
        metrics: ['avg_delay'],
        groupby: [],
        adhoc_filters: [halfYear],
        seriesType: 'line',
        metrics_b: ['delayed_flights'],
        groupby_b: [],
        adhoc_filters_b: [halfYear],
        seriesTypeB: 'bar',
        yAxisIndexB: 1,
        y_axis_format: ',.1f',
        y_axis_format_secondary: ',d',
        opacityB: 0.5,
      }),
    },
    {
      key: 'monthly_by_origin',
      name: 'Monthly departures of the busiest hubs',
      vizType: 'echarts_timeseries_bar',
      dataset: 'flights',
      params: timeseriesParams('date', 'P1M', {
        metrics: ['count'],
        groupby: ['origin'],
        adhoc_filters: [halfYear],
        series_limit: 6,
        series_limit_metric: 'count',
        stack: 'Stack',
        y_axis_format: ',d',
      }),
    },
    {
      key: 'origins_cloud',
      name: 'Departures by airport',
      vizType: 'word_cloud',
      dataset: 'flights',
      params: {
        series: 'origin',
        metric: 'count',
        row_limit: 60,
        size_from: 8,
        size_to: 40,
        rotation: 'flat',
        ...allTime,
      },
    },
    {
      key: 'routes_table',
      name: 'Busiest routes',
      vizType: 'table',
      dataset: 'flights',
      params: {
        query_mode: 'aggregate',
        groupby: ['origin', 'destination'],
        metrics: ['count', 'avg_delay', 'on_time_rate'],
        ...allTime,
        row_limit: 50,
        server_page_length: 10,
        show_cell_bars: true,
        table_timestamp_format: 'smart_date',
      },
    },
    {
      key: 'hub_heatmap',
      name: 'Average delay between hubs (minutes)',
      vizType: 'heatmap_v2',
      dataset: 'flights',
      params: {
        x_axis: 'origin',
        groupby: 'destination',
        metric: 'avg_delay',
        linear_color_scheme: 'schemeOrRd',
        show_values: true,
        normalize_across: 'heatmap',
        y_axis_format: ',.0f',
        ...allTime,
        adhoc_filters: [noTimeFilter('date'), hubsOnly('origin'), hubsOnly('destination')],
        row_limit: 10000,
        sort_x_axis: 'alpha_asc',
        sort_y_axis: 'alpha_asc',
      },
    },
    {
      key: 'hub_sankey',
      name: 'Flows between the five busiest hubs',
      vizType: 'sankey_v2',
      dataset: 'flights',
      params: {
        source: 'origin',
        target: 'destination',
        metric: 'count',
        row_limit: 100,
        ...allTime,
        adhoc_filters: [
          noTimeFilter('date'),
          whereFilter('origin', 'IN', HUBS.slice(0, 5)),
          whereFilter('destination', 'IN', HUBS.slice(5)),
        ],
      },
    },
    {
      key: 'route_graph',
      name: 'Hub network',
      vizType: 'graph_chart',
      dataset: 'flights',
      params: {
        source: 'origin',
        target: 'destination',
        metric: 'count',
        row_limit: 60,
        layout: 'circular',
        ...allTime,
        adhoc_filters: [noTimeFilter('date'), hubsOnly('origin'), hubsOnly('destination')],
      },
    },
  ],
  rows: [
    [
      { markdown: INTRO, width: 4, height: 45 },
      { chart: 'flights', width: 2, height: 45 },
      { chart: 'distance', width: 2, height: 45 },
      { chart: 'delay_trend', width: 2, height: 45 },
      { chart: 'on_time', width: 2, height: 45 },
    ],
  ],
  tabs: [
    {
      title: 'Traffic',
      rows: [
        [
          { chart: 'daily_flights', width: 8, height: 55 },
          { chart: 'origins_cloud', width: 4, height: 55 },
        ],
        [
          { chart: 'monthly_by_origin', width: 6, height: 50 },
          { chart: 'weekly_delay', width: 6, height: 50 },
        ],
      ],
    },
    {
      title: 'Routes',
      rows: [
        [
          { chart: 'routes_table', width: 7, height: 60 },
          { chart: 'hub_heatmap', width: 5, height: 60 },
        ],
        [
          { chart: 'hub_sankey', width: 6, height: 60 },
          { chart: 'route_graph', width: 6, height: 60 },
        ],
      ],
    },
  ],
  filters: [
    {
      id: 'NATIVE_FILTER-flights-origin',
      name: 'Origin',
      filterType: 'filter_select',
      dataset: 'flights',
      column: 'origin',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-flights-destination',
      name: 'Destination',
      filterType: 'filter_select',
      dataset: 'flights',
      column: 'destination',
      cascadeParentId: 'NATIVE_FILTER-flights-origin',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-flights-time',
      name: 'Departure date',
      filterType: 'filter_time',
      description: 'Flights departing in this range (the data covers January to June 2001).',
    },
    {
      id: 'NATIVE_FILTER-flights-distance',
      name: 'Distance (miles)',
      filterType: 'filter_range',
      dataset: 'flights',
      column: 'distance',
    },
  ],
};
