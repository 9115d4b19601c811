/**
 * World development: population, life expectancy and fertility of 62 countries from 1955 to 2005
 * (gapminder). The snapshot charts follow the Year filter (2005 by default); the trends span all
 * years and follow the Country and Life expectancy filters.
 */
import { sqlMetric, timeseriesParams, type ExampleDashboardSpec } from './example-content-spec';

const INTRO = `## World development

Population, life expectancy and fertility of **62 countries** every five years from
**1955 to 2005** (the gapminder data of vega-datasets). Countries are grouped in six
regional clusters (0 to 5).

The map, the bubble chart and the sunburst show the year chosen in the **Year** filter;
the trends below cover every year.`;

export const WORLD_DASHBOARD: ExampleDashboardSpec = {
  slug: 'world-development',
  title: 'World Development',
  description: 'Population, life expectancy and fertility of 62 countries, 1955 to 2005.',
  colorScheme: 'googleCategory10c',
  charts: [
    {
      key: 'population_2005',
      name: 'Population',
      vizType: 'big_number_total',
      dataset: 'gapminder',
      params: {
        metric: sqlMetric('Population', 'SUM(pop)'),
        y_axis_format: '.3s',
        subheader: 'people in the 62 countries',
      },
    },
    {
      key: 'map',
      name: 'Population by country',
      vizType: 'world_map',
      dataset: 'gapminder',
      params: {
        entity: 'country',
        country_fieldtype: 'name',
        metric: 'total_population',
        secondary_metric: 'avg_life_expectancy',
        show_bubbles: true,
        max_bubble_size: '25',
        color_by: 'metric',
        linear_color_scheme: 'superset_seq_1',
        y_axis_format: '.3s',
        row_limit: 200,
      },
    },
    {
      key: 'bubbles',
      name: 'Fertility vs life expectancy',
      vizType: 'bubble_v2',
      dataset: 'gapminder',
      params: {
        entity: 'country',
        x: 'avg_fertility',
        y: 'avg_life_expectancy',
        size: 'total_population',
        series: 'cluster',
        max_bubble_size: '25',
        row_limit: 200,
        x_axis_label: 'Children per woman',
        y_axis_label: 'Life expectancy (years)',
        show_legend: true,
      },
    },
    {
      key: 'sunburst',
      name: 'Population by cluster and country',
      vizType: 'sunburst_v2',
      dataset: 'gapminder',
      params: {
        columns: ['cluster', 'country'],
        metric: 'total_population',
        row_limit: 200,
        show_labels: true,
        label_type: 'key',
        number_format: '.3s',
      },
    },
    {
      key: 'life_trend',
      name: 'Life expectancy by cluster',
      vizType: 'echarts_timeseries_smooth',
      dataset: 'gapminder',
      params: timeseriesParams('year_date', 'P1Y', {
        metrics: ['avg_life_expectancy'],
        groupby: ['cluster'],
        y_axis_format: ',.1f',
        markerEnabled: true,
      }),
    },
    {
      key: 'population_mix',
      name: 'Population and fertility over time',
      vizType: 'mixed_timeseries',
      dataset: 'gapminder',
      params: timeseriesParams('year_date', 'P1Y', {
        metrics: ['total_population'],
        groupby: [],
        seriesType: 'bar',
        metrics_b: ['avg_fertility'],
        groupby_b: [],
        adhoc_filters_b: timeseriesParams('year_date', 'P1Y', {}).adhoc_filters,
        seriesTypeB: 'line',
        yAxisIndexB: 1,
        y_axis_format: '.3s',
        y_axis_format_secondary: ',.2f',
      }),
    },
    {
      key: 'life_box',
      name: 'Life expectancy spread by cluster',
      vizType: 'box_plot',
      dataset: 'gapminder',
      params: {
        columns: ['country'],
        groupby: ['cluster'],
        metrics: ['avg_life_expectancy'],
        whiskerOptions: 'Tukey',
        row_limit: 10000,
        number_format: ',.1f',
      },
    },
    {
      key: 'radar',
      name: 'Cluster profiles',
      vizType: 'radar',
      dataset: 'gapminder',
      params: {
        groupby: ['cluster'],
        metrics: [
          'avg_life_expectancy',
          'avg_fertility',
          sqlMetric('Average population (millions)', 'AVG(pop) / 1e6'),
        ],
        is_circle: true,
        show_legend: true,
        show_labels: false,
        // One scale per axis: years, children per woman and millions differ by orders of magnitude.
        column_config: {
          avg_life_expectancy: { radarMetricMinValue: 0, radarMetricMaxValue: 90 },
          avg_fertility: { radarMetricMinValue: 0, radarMetricMaxValue: 8 },
          'Average population (millions)': { radarMetricMinValue: 0 },
        },
      },
    },
  ],
  rows: [
    [
      { markdown: INTRO, width: 3, height: 50 },
      { chart: 'population_2005', width: 2, height: 50 },
      { chart: 'map', width: 7, height: 50 },
    ],
  ],
  tabs: [
    {
      title: 'Snapshot',
      rows: [
        [
          { chart: 'bubbles', width: 7, height: 60 },
          { chart: 'sunburst', width: 5, height: 60 },
        ],
        [{ chart: 'life_box', width: 12, height: 50 }],
      ],
    },
    {
      title: 'Trends',
      rows: [
        [
          { chart: 'life_trend', width: 8, height: 55 },
          { chart: 'radar', width: 4, height: 55 },
        ],
        [{ chart: 'population_mix', width: 12, height: 50 }],
      ],
    },
  ],
  filters: [
    {
      id: 'NATIVE_FILTER-world-year',
      name: 'Year',
      filterType: 'filter_select',
      dataset: 'gapminder',
      column: 'year',
      description: 'The year the snapshot charts show.',
      defaultValue: [2005],
      excluded: ['life_trend', 'population_mix', 'radar'],
      controlValues: {
        multiSelect: false,
        enableEmptyFilter: true,
        searchAllOptions: false,
        sortAscending: false,
      },
    },
    {
      id: 'NATIVE_FILTER-world-country',
      name: 'Country',
      filterType: 'filter_select',
      dataset: 'gapminder',
      column: 'country',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-world-life',
      name: 'Life expectancy',
      filterType: 'filter_range',
      dataset: 'gapminder',
      column: 'life_expect',
    },
  ],
};
