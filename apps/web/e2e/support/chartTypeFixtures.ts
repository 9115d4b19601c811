/**
 * One saved chart per chart type, on the example datasets, with form data written the way
 * Superset writes it (so the same test shows a Superset export renders here unedited).
 */
import { ADDED_CHART_TYPE_FIXTURES } from './addedChartTypeFixtures';
import { DECK_CHART_TYPE_FIXTURES } from './deckChartTypeFixtures';
import { noTimeFilter } from './noTimeFilter';
import { TIME_PIVOT_FIXTURE } from './timePivotFixture';

export interface ChartTypeFixture {
  vizType: string;
  dataset: string;
  name: string;
  params: Record<string, unknown>;
  /** A virtual dataset named `dataset` the test creates first on the examples database. */
  sql?: string;
  /**
   * A multi-layer map's layers: the chart types whose saved charts (created earlier in the list)
   * fill `deck_slices` with their ids, in this order.
   */
  layerVizTypes?: string[];
}

const timeseries = (vizType: string, name: string, extra: Record<string, unknown> = {}) => ({
  vizType,
  dataset: 'seattle_weather',
  name,
  params: {
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['avg_temp_max'],
    groupby: ['weather'],
    adhoc_filters: [noTimeFilter('date')],
    row_limit: 10000,
    time_range: 'No filter',
    show_legend: true,
    ...extra,
  },
});

export const CHART_TYPE_FIXTURES: ChartTypeFixture[] = [
  {
    vizType: 'table',
    dataset: 'penguins',
    name: 'Table: penguins by species and island',
    params: {
      query_mode: 'aggregate',
      groupby: ['species', 'island'],
      metrics: ['count', 'avg_body_mass_g'],
      row_limit: 100,
      show_totals: true,
      show_cell_bars: true,
    },
  },
  {
    vizType: 'pivot_table_v2',
    dataset: 'penguins',
    name: 'Pivot: penguins species × island',
    params: {
      groupbyRows: ['species'],
      groupbyColumns: ['island'],
      metrics: ['count'],
      aggregateFunction: 'Sum',
      rowTotals: true,
      colTotals: true,
      metricsLayout: 'COLUMNS',
      valueFormat: 'SMART_NUMBER',
    },
  },
  {
    vizType: 'time_table',
    dataset: 'seattle_weather',
    name: 'Time table: max temperature by weather',
    params: {
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
      time_range: 'No filter',
      metrics: ['avg_temp_max'],
      groupby: ['weather'],
      row_limit: 100,
      column_collection: [
        { key: 'latest', label: 'Latest', colType: 'time', comparisonType: 'value', timeLag: 0 },
        { key: 'yoy', label: 'vs last year', colType: 'time', comparisonType: 'diff', timeLag: 12 },
        { key: 'trend', label: 'Trend', colType: 'spark', width: '120', height: '24' },
      ],
    },
  },
  {
    vizType: 'big_number_total',
    dataset: 'flights',
    name: 'Big number: flights',
    params: { metric: 'count', adhoc_filters: [noTimeFilter('date')], time_range: 'No filter' },
  },
  {
    vizType: 'big_number',
    dataset: 'seattle_weather',
    name: 'Big number with trendline: max temperature',
    params: {
      metric: 'avg_temp_max',
      x_axis: 'date',
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
      time_range: 'No filter',
      compare_lag: 12,
      compare_suffix: 'over last year',
      show_trend_line: true,
    },
  },
  {
    vizType: 'gauge_chart',
    dataset: 'seattle_weather',
    name: 'Gauge: average max temperature',
    params: { metric: 'avg_temp_max', min_val: 0, max_val: 30, groupby: [] },
  },
  {
    vizType: 'bullet',
    dataset: 'seattle_weather',
    name: 'Bullet: average max temperature',
    params: { metric: 'avg_temp_max', ranges: '10,20,30', range_labels: '', markers: '18' },
  },
  timeseries('echarts_timeseries_line', 'Line: monthly max temperature by weather'),
  timeseries('echarts_timeseries_bar', 'Bar: monthly precipitation', {
    metrics: ['total_precipitation'],
    groupby: [],
  }),
  timeseries('echarts_area', 'Area: days by weather (stacked)', {
    metrics: ['count'],
    stack: 'Stack',
  }),
  timeseries('echarts_timeseries_scatter', 'Scatter: monthly wind', {
    metrics: ['avg_wind'],
    groupby: [],
  }),
  timeseries('echarts_timeseries_smooth', 'Smooth line: monthly min temperature', {
    metrics: ['avg_temp_min'],
    groupby: [],
  }),
  timeseries('echarts_timeseries_step', 'Step line: rainy days', {
    metrics: ['rainy_days'],
    groupby: [],
  }),
  timeseries('mixed_timeseries', 'Mixed: temperature and precipitation', {
    metrics: ['avg_temp_max'],
    groupby: [],
    metrics_b: ['total_precipitation'],
    groupby_b: [],
    adhoc_filters_b: [noTimeFilter('date')],
    seriesTypeB: 'bar',
    yAxisIndexB: 1,
  }),
  timeseries('waterfall', 'Waterfall: yearly precipitation', {
    time_grain_sqla: 'P1Y',
    metric: 'total_precipitation',
    metrics: undefined,
    groupby: [],
  }),
  {
    vizType: 'pie',
    dataset: 'seattle_weather',
    name: 'Pie: days by weather',
    params: { groupby: ['weather'], metric: 'count', donut: true, show_labels: true },
  },
  {
    vizType: 'sunburst_v2',
    dataset: 'penguins',
    name: 'Sunburst: island → species',
    params: { columns: ['island', 'species'], metric: 'count' },
  },
  {
    vizType: 'treemap_v2',
    dataset: 'penguins',
    name: 'Treemap: island → species',
    params: { groupby: ['island', 'species'], metric: 'count' },
  },
  {
    vizType: 'funnel',
    dataset: 'seattle_weather',
    name: 'Funnel: days by weather',
    params: { groupby: ['weather'], metric: 'count', row_limit: 10 },
  },
  {
    vizType: 'box_plot',
    dataset: 'gapminder',
    name: 'Box plot: life expectancy by cluster',
    params: {
      columns: ['country'],
      groupby: ['cluster'],
      metrics: ['avg_life_expectancy'],
      whiskerOptions: 'Tukey',
    },
  },
  {
    vizType: 'histogram_v2',
    dataset: 'penguins',
    name: 'Histogram: body mass',
    params: { column: 'body_mass_g', groupby: [], bins: 10, row_limit: 10000 },
  },
  {
    vizType: 'bubble_v2',
    dataset: 'gapminder',
    name: 'Bubble: fertility vs life expectancy, 2005',
    params: {
      entity: 'country',
      x: 'avg_fertility',
      y: 'avg_life_expectancy',
      size: 'total_population',
      series: 'cluster',
      max_bubble_size: '25',
      row_limit: 200,
      adhoc_filters: [
        {
          clause: 'WHERE',
          comparator: 2005,
          expressionType: 'SIMPLE',
          operator: '==',
          subject: 'year',
        },
      ],
    },
  },
  {
    vizType: 'heatmap_v2',
    dataset: 'penguins',
    name: 'Heatmap: species × island',
    params: { x_axis: 'island', groupby: 'species', metric: 'count', show_values: true },
  },
  {
    vizType: 'cal_heatmap',
    dataset: 'seattle_weather',
    name: 'Calendar: daily max temperature 2015',
    params: {
      granularity_sqla: 'date',
      time_range: '2015-01-01 : 2015-07-01',
      metrics: ['avg_temp_max'],
      domain_granularity: 'month',
      subdomain_granularity: 'day',
      linear_color_scheme: 'blue_white_yellow',
      show_legend: true,
    },
  },
  {
    vizType: 'sankey_v2',
    dataset: 'penguins',
    name: 'Sankey: island → species',
    params: { source: 'island', target: 'species', metric: 'count', row_limit: 50 },
  },
  {
    vizType: 'graph_chart',
    dataset: 'flights',
    name: 'Graph: busiest routes',
    params: {
      source: 'origin',
      target: 'destination',
      metric: 'count',
      row_limit: 40,
      adhoc_filters: [noTimeFilter('date')],
    },
  },
  {
    vizType: 'tree_chart',
    dataset: 'penguins',
    name: 'Tree: islands and species',
    params: { id: 'species', parent: 'island', name: 'species', metric: 'count' },
  },
  {
    vizType: 'radar',
    dataset: 'penguins',
    name: 'Radar: penguin measurements by species',
    params: {
      groupby: ['species'],
      metrics: ['avg_body_mass_g', 'avg_flipper_length_mm', 'avg_beak_length_mm'],
      is_circle: false,
    },
  },
  {
    vizType: 'word_cloud',
    dataset: 'flights',
    name: 'Word cloud: busiest origins',
    params: {
      series: 'origin',
      metric: 'count',
      row_limit: 60,
      size_from: 10,
      size_to: 60,
      rotation: 'flat',
      adhoc_filters: [noTimeFilter('date')],
    },
  },
  {
    vizType: 'handlebars',
    dataset: 'seattle_weather',
    name: 'Handlebars: days by weather',
    params: {
      query_mode: 'aggregate',
      groupby: ['weather'],
      metrics: ['count'],
      handlebarsTemplate:
        '<h3>Seattle weather</h3><ul>{{#each data}}<li><b>{{this.weather}}</b>: {{this.count}} days</li>{{/each}}</ul>',
      styleTemplate: 'h3 { color: #1f77b4; }',
    },
  },
  {
    vizType: 'deck_scatter',
    dataset: 'airports',
    name: 'Scatter map: US airports',
    params: {
      spatial: { type: 'latlong', latCol: 'latitude', lonCol: 'longitude' },
      viewport: { longitude: -98, latitude: 38, zoom: 3 },
      point_radius_fixed: { type: 'fix', value: 4000 },
      point_unit: 'square_m',
      row_limit: 5000,
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
    },
  },
  {
    vizType: 'world_map',
    dataset: 'gapminder',
    name: 'World map: population 2005',
    params: {
      entity: 'country',
      country_fieldtype: 'name',
      metric: {
        expressionType: 'SIMPLE',
        column: { column_name: 'pop' },
        aggregate: 'SUM',
        label: 'SUM(pop)',
      },
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'year',
          operator: '==',
          comparator: 2005,
          clause: 'WHERE',
        },
      ],
      show_bubbles: true,
      max_bubble_size: '25',
      color_by: 'metric',
      linear_color_scheme: 'superset_seq_1',
    },
  },
  {
    vizType: 'country_map',
    dataset: 'airports',
    name: 'Country map: US airports by state',
    params: {
      select_country: 'usa',
      entity: { expressionType: 'SQL', sqlExpression: "'US-' || state", label: 'state_code' },
      metric: 'count',
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: ',d',
    },
  },
  {
    vizType: 'filter_box',
    dataset: 'flights',
    name: 'Filter box: origin and destination',
    params: {
      filter_configs: [
        { column: 'origin', label: 'Origin', multiple: true, clearable: true, asc: true },
        { column: 'destination', label: 'Destination', multiple: false, asc: true },
      ],
      date_filter: true,
      instant_filtering: false,
      time_range: 'No filter',
      adhoc_filters: [],
    },
  },
  ...ADDED_CHART_TYPE_FIXTURES,
  TIME_PIVOT_FIXTURE,
  ...DECK_CHART_TYPE_FIXTURES,
];
