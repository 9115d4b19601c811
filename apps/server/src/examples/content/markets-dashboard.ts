/**
 * Stock markets: monthly prices of five tech stocks (2000 to 2010) and the S&P 500's daily
 * sessions (2000 to 2020). Filters on the symbol and the date.
 */
import {
  noTimeFilter,
  sqlColumn,
  sqlMetric,
  timeseriesParams,
  type ExampleDashboardSpec,
} from './example-content-spec';

const INTRO = `## Stock markets

Monthly closing prices of **five tech stocks** (AAPL, AMZN, GOOG, IBM, MSFT) from 2000 to
2010, and every trading session of the **S&P 500** index from 2000 to 2020.

The Symbol filter applies to the stock charts; the Date filter to all of them.`;

const year = sqlColumn('year', 'CAST(EXTRACT(year FROM "date") AS INTEGER)');

export const MARKETS_DASHBOARD: ExampleDashboardSpec = {
  slug: 'stock-markets',
  title: 'Stock Markets',
  description: 'Tech stock prices 2000 to 2010 and the S&P 500 index 2000 to 2020.',
  colorScheme: 'echarts4Colors',
  charts: [
    {
      key: 'sp500_close',
      name: 'S&P 500 close',
      vizType: 'big_number',
      dataset: 'sp500_daily',
      params: {
        metric: 'avg_close',
        x_axis: 'date',
        granularity_sqla: 'date',
        time_grain_sqla: 'P1M',
        time_range: 'No filter',
        adhoc_filters: [noTimeFilter('date')],
        compare_lag: 12,
        compare_suffix: 'over a year',
        show_trend_line: true,
        y_axis_format: ',.0f',
      },
    },
    {
      key: 'sp500_volume',
      name: 'S&P 500 monthly volume',
      vizType: 'echarts_timeseries_bar',
      dataset: 'sp500_daily',
      params: timeseriesParams('date', 'P1M', {
        metrics: ['total_volume'],
        groupby: [],
        y_axis_format: '.2s',
        show_legend: false,
      }),
    },
    {
      key: 'sp500_yearly',
      name: 'S&P 500 points gained or lost each year',
      vizType: 'waterfall',
      dataset: 'sp500_daily',
      params: timeseriesParams('date', 'P1Y', {
        // The year's last close less its first: the bars add up to the index's path.
        metric: sqlMetric('Change (points)', 'arg_max("close", "date") - arg_min("close", "date")'),
        groupby: [],
        y_axis_format: ',.0f',
        show_value: true,
      }),
    },
    {
      key: 'prices',
      name: 'Monthly price by symbol',
      vizType: 'echarts_timeseries_line',
      dataset: 'stocks',
      params: timeseriesParams('date', 'P1M', {
        metrics: ['avg_price'],
        groupby: ['symbol'],
        y_axis_format: '$,.0f',
        zoomable: true,
      }),
    },
    {
      key: 'price_steps',
      name: 'Yearly high by symbol',
      vizType: 'echarts_timeseries_step',
      dataset: 'stocks',
      params: timeseriesParams('date', 'P1Y', {
        metrics: ['max_price'],
        groupby: ['symbol'],
        y_axis_format: '$,.0f',
        seriesType: 'end',
      }),
    },
    {
      key: 'pivot',
      name: 'Average price by symbol and year',
      vizType: 'pivot_table_v2',
      dataset: 'stocks',
      params: {
        groupbyRows: ['symbol'],
        groupbyColumns: [year],
        metrics: ['avg_price'],
        aggregateFunction: 'Average',
        rowTotals: false,
        colTotals: false,
        metricsLayout: 'COLUMNS',
        valueFormat: '$,.0f',
        time_range: 'No filter',
        adhoc_filters: [noTimeFilter('date')],
        row_limit: 10000,
      },
    },
    {
      key: 'heatmap',
      name: 'Price heatmap (average by year)',
      vizType: 'heatmap_v2',
      dataset: 'stocks',
      params: {
        x_axis: 'date',
        time_grain_sqla: 'P1Y',
        x_axis_time_format: '%Y',
        groupby: 'symbol',
        metric: 'avg_price',
        linear_color_scheme: 'schemeBlues',
        normalize_across: 'y',
        show_values: true,
        y_axis_format: '$,.0f',
        time_range: 'No filter',
        adhoc_filters: [noTimeFilter('date')],
        row_limit: 10000,
      },
    },
    {
      key: 'time_table',
      name: 'Latest price and yearly change',
      vizType: 'time_table',
      dataset: 'stocks',
      params: {
        granularity_sqla: 'date',
        time_grain_sqla: 'P1M',
        time_range: 'No filter',
        metrics: ['avg_price'],
        groupby: ['symbol'],
        // One row per symbol and month: ten years of five symbols.
        row_limit: 10000,
        column_collection: [
          {
            key: 'latest',
            label: 'Latest',
            colType: 'time',
            comparisonType: 'value',
            timeLag: 0,
            d3format: '$,.2f',
          },
          {
            key: 'yoy',
            label: 'vs a year before',
            colType: 'time',
            comparisonType: 'perc_change',
            timeLag: 12,
            d3format: '+.1%',
          },
          { key: 'trend', label: 'Trend', colType: 'spark', width: '160', height: '28' },
        ],
      },
    },
  ],
  rows: [
    [
      { markdown: INTRO, width: 4, height: 40 },
      { chart: 'sp500_close', width: 4, height: 40 },
      { chart: 'time_table', width: 4, height: 40 },
    ],
  ],
  tabs: [
    {
      title: 'Tech stocks',
      rows: [
        [
          { chart: 'prices', width: 8, height: 55 },
          { chart: 'price_steps', width: 4, height: 55 },
        ],
        [
          { chart: 'pivot', width: 6, height: 45 },
          { chart: 'heatmap', width: 6, height: 45 },
        ],
      ],
    },
    {
      title: 'S&P 500',
      rows: [
        [
          { chart: 'sp500_volume', width: 6, height: 55 },
          { chart: 'sp500_yearly', width: 6, height: 55 },
        ],
      ],
    },
  ],
  filters: [
    {
      id: 'NATIVE_FILTER-markets-symbol',
      name: 'Symbol',
      filterType: 'filter_select',
      dataset: 'stocks',
      column: 'symbol',
      controlValues: { multiSelect: true, enableEmptyFilter: false, searchAllOptions: false },
    },
    {
      id: 'NATIVE_FILTER-markets-time',
      name: 'Date',
      filterType: 'filter_time',
    },
  ],
};
