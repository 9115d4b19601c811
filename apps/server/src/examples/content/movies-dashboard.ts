/**
 * Movies: 3,201 films with their budgets, box-office grosses and ratings. Filters on genre and
 * MPAA rating, the IMDb rating and the release date.
 */
import {
  noTimeFilter,
  sqlMetric,
  whereFilter,
  type ExampleDashboardSpec,
} from './example-content-spec';

const INTRO = `## Movies

**3,201 films** with their production budget, US and worldwide box-office
gross, and their IMDb and Rotten Tomatoes ratings (the vega-datasets \`movies.json\`).

Filter by genre, MPAA rating, IMDb rating or release date; click a genre in the treemap to
cross-filter the other charts.`;

const allTime = { time_range: 'No filter', adhoc_filters: [noTimeFilter('release_date')] };
const withGenre = [noTimeFilter('release_date'), whereFilter('major_genre', 'IS NOT NULL', null)];

export const MOVIES_DASHBOARD: ExampleDashboardSpec = {
  slug: 'movies',
  title: 'Movies',
  description: 'Budgets, box office and ratings of 3,201 films.',
  colorScheme: 'presetColors',
  charts: [
    {
      key: 'films',
      name: 'Films',
      vizType: 'big_number_total',
      dataset: 'movies',
      params: { metric: 'count', ...allTime, y_axis_format: ',d' },
    },
    {
      key: 'gross',
      name: 'Worldwide gross',
      vizType: 'big_number_total',
      dataset: 'movies',
      params: {
        metric: sqlMetric('Worldwide gross', 'SUM(worldwide_gross)'),
        ...allTime,
        y_axis_format: '$.3s',
        subheader: 'at the box office',
      },
    },
    {
      key: 'imdb_gauge',
      name: 'Average IMDb rating',
      vizType: 'gauge_chart',
      dataset: 'movies',
      params: {
        metric: 'avg_imdb_rating',
        groupby: [],
        ...allTime,
        min_val: 0,
        max_val: 10,
        number_format: ',.1f',
        show_progress: true,
        split_number: 10,
      },
    },
    {
      key: 'genre_treemap',
      name: 'Worldwide gross by genre and creative type',
      vizType: 'treemap_v2',
      dataset: 'movies',
      params: {
        groupby: ['major_genre', 'creative_type'],
        metric: 'total_worldwide_gross',
        row_limit: 200,
        ...allTime,
        adhoc_filters: withGenre,
        show_labels: true,
        show_upper_labels: true,
        label_type: 'key',
        number_format: '$.3s',
      },
    },
    {
      key: 'rating_sunburst',
      name: 'Films by MPAA rating and genre',
      vizType: 'sunburst_v2',
      dataset: 'movies',
      params: {
        columns: ['mpaa_rating', 'major_genre'],
        metric: 'count',
        row_limit: 200,
        ...allTime,
        adhoc_filters: [...withGenre, whereFilter('mpaa_rating', 'IS NOT NULL', null)],
        show_labels: true,
        label_type: 'key',
      },
    },
    {
      key: 'budget_bubbles',
      name: 'Budget vs gross by genre and creative type',
      vizType: 'bubble_v2',
      dataset: 'movies',
      params: {
        entity: 'creative_type',
        x: 'avg_production_budget',
        y: 'total_worldwide_gross',
        size: 'count',
        series: 'major_genre',
        max_bubble_size: '30',
        row_limit: 200,
        ...allTime,
        adhoc_filters: [...withGenre, whereFilter('creative_type', 'IS NOT NULL', null)],
        x_axis_label: 'Average budget',
        y_axis_label: 'Worldwide gross',
        xAxisFormat: '$.2s',
        y_axis_format: '$.2s',
        show_legend: false,
      },
    },
    {
      key: 'genre_radar',
      name: 'Ratings by genre',
      vizType: 'radar',
      dataset: 'movies',
      params: {
        groupby: ['major_genre'],
        metrics: [
          'avg_imdb_rating',
          'avg_rotten_tomatoes_rating',
          sqlMetric('Average US gross ($M)', 'AVG(us_gross) / 1e6'),
        ],
        row_limit: 6,
        show_labels: false,
        // One scale per axis: a 10-point rating, a percentage and millions of dollars.
        column_config: {
          avg_imdb_rating: { radarMetricMinValue: 0, radarMetricMaxValue: 10 },
          avg_rotten_tomatoes_rating: { radarMetricMinValue: 0, radarMetricMaxValue: 100 },
          'Average US gross ($M)': { radarMetricMinValue: 0 },
        },
        ...allTime,
        adhoc_filters: withGenre,
        is_circle: true,
        show_legend: true,
        legendOrientation: 'bottom',
      },
    },
    {
      key: 'imdb_histogram',
      name: 'IMDb rating distribution',
      vizType: 'histogram_v2',
      dataset: 'movies',
      params: {
        column: 'imdb_rating',
        groupby: [],
        bins: 20,
        row_limit: 10000,
        ...allTime,
        x_axis_title: 'IMDb rating',
        y_axis_title: 'Films',
      },
    },
    {
      key: 'directors',
      name: 'Directors by worldwide gross',
      vizType: 'word_cloud',
      dataset: 'movies',
      params: {
        series: 'director',
        metric: 'total_worldwide_gross',
        row_limit: 60,
        size_from: 12,
        size_to: 56,
        rotation: 'flat',
        ...allTime,
        adhoc_filters: [noTimeFilter('release_date'), whereFilter('director', 'IS NOT NULL', null)],
      },
    },
    {
      key: 'pivot',
      name: 'Films and gross by genre and rating',
      vizType: 'pivot_table_v2',
      dataset: 'movies',
      params: {
        groupbyRows: ['major_genre'],
        groupbyColumns: ['mpaa_rating'],
        metrics: ['count'],
        aggregateFunction: 'Sum',
        rowTotals: true,
        colTotals: true,
        metricsLayout: 'COLUMNS',
        valueFormat: ',d',
        ...allTime,
        adhoc_filters: [...withGenre, whereFilter('mpaa_rating', 'IS NOT NULL', null)],
        row_limit: 10000,
      },
    },
    {
      key: 'top_films',
      name: 'Top grossing films',
      vizType: 'table',
      dataset: 'movies',
      params: {
        query_mode: 'raw',
        all_columns: ['title', 'release_date', 'major_genre', 'worldwide_gross', 'imdb_rating'],
        order_by_cols: ['["worldwide_gross", false]'],
        row_limit: 25,
        ...allTime,
        adhoc_filters: [
          noTimeFilter('release_date'),
          whereFilter('worldwide_gross', 'IS NOT NULL', null),
        ],
        table_timestamp_format: '%Y-%m-%d',
        column_config: { worldwide_gross: { d3NumberFormat: '$,.0f' } },
      },
    },
  ],
  rows: [
    [
      { markdown: INTRO, width: 5, height: 40 },
      { chart: 'films', width: 2, height: 40 },
      { chart: 'gross', width: 2, height: 40 },
      { chart: 'imdb_gauge', width: 3, height: 40 },
    ],
  ],
  tabs: [
    {
      title: 'Box office',
      rows: [
        [
          { chart: 'genre_treemap', width: 7, height: 60 },
          { chart: 'budget_bubbles', width: 5, height: 60 },
        ],
        [
          { chart: 'top_films', width: 7, height: 60 },
          { chart: 'directors', width: 5, height: 60 },
        ],
      ],
    },
    {
      title: 'Ratings',
      rows: [
        [
          { chart: 'rating_sunburst', width: 4, height: 55 },
          { chart: 'genre_radar', width: 4, height: 55 },
          { chart: 'imdb_histogram', width: 4, height: 55 },
        ],
        [{ chart: 'pivot', width: 12, height: 50 }],
      ],
    },
  ],
  filters: [
    {
      id: 'NATIVE_FILTER-movies-genre',
      name: 'Genre',
      filterType: 'filter_select',
      dataset: 'movies',
      column: 'major_genre',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-movies-rating',
      name: 'MPAA rating',
      filterType: 'filter_select',
      dataset: 'movies',
      column: 'mpaa_rating',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-movies-imdb',
      name: 'IMDb rating',
      filterType: 'filter_range',
      dataset: 'movies',
      column: 'imdb_rating',
    },
    {
      id: 'NATIVE_FILTER-movies-release',
      name: 'Release date',
      filterType: 'filter_time',
    },
  ],
};
