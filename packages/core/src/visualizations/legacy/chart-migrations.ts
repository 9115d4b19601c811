/**
 * The retired non-time-series charts (pivot table, treemap, sunburst, bubble, heatmap, histogram,
 * sankey) and the `_v2` charts that replaced them with the same data and new key names.
 */
import {
  asList,
  marginForTitle,
  tickRotationDegrees,
  type LegacyVizMigration,
} from './migration-types';

/** The old pivot table's pandas aggregation names → the new table's aggregator names. */
const PIVOT_AGGREGATORS: Readonly<Record<string, string>> = {
  sum: 'Sum',
  mean: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
  std: 'Sample Standard Deviation',
  var: 'Sample Variance',
};

export const CHART_MIGRATIONS: readonly LegacyVizMigration[] = [
  {
    source: 'pivot_table',
    target: 'pivot_table_v2',
    timeColumnIsXAxis: false,
    rename: {
      columns: 'groupbyColumns',
      combine_metric: 'combineMetric',
      groupby: 'groupbyRows',
      number_format: 'valueFormat',
      pandas_aggfunc: 'aggregateFunction',
      row_limit: 'series_limit',
      timeseries_limit_metric: 'series_limit_metric',
      transpose_pivot: 'transposePivot',
    },
    remove: ['pivot_margins'],
    prepare(data) {
      // One 'margins' switch drew both totals and subtotals; the new table has one of each.
      if (data.pivot_margins) {
        data.colTotals = data.pivot_margins;
        data.colSubTotals = data.pivot_margins;
      }
      const aggregate = data.pandas_aggfunc;
      if (typeof aggregate === 'string' && aggregate in PIVOT_AGGREGATORS) {
        data.pandas_aggfunc = PIVOT_AGGREGATORS[aggregate];
      }
      // The old table listed rows by value, largest first.
      data.rowOrder = 'value_z_to_a';
      return undefined;
    },
  },
  {
    source: 'treemap',
    target: 'treemap_v2',
    timeColumnIsXAxis: false,
    rename: { order_desc: 'sort_by_metric' },
    remove: ['metrics'],
    prepare(data) {
      // The new treemap sizes by one metric: the first of the old list.
      const metrics = data.metrics;
      if (Array.isArray(metrics) && metrics.length > 0) data.metric = metrics[0];
      return undefined;
    },
  },
  {
    source: 'sunburst',
    target: 'sunburst_v2',
    timeColumnIsXAxis: false,
    rename: { groupby: 'columns' },
    remove: [],
  },
  {
    source: 'bubble',
    target: 'bubble_v2',
    timeColumnIsXAxis: false,
    rename: {
      bottom_margin: 'x_axis_title_margin',
      left_margin: 'y_axis_title_margin',
      limit: 'row_limit',
      x_axis_format: 'xAxisFormat',
      x_log_scale: 'logXAxis',
      x_ticks_layout: 'xAxisLabelRotation',
      y_axis_showminmax: 'truncateYAxis',
      y_log_scale: 'logYAxis',
    },
    remove: ['x_axis_showminmax'],
    prepare(data) {
      marginForTitle(data, 'x_axis_label', 'bottom_margin');
      tickRotationDegrees(data);
      // Truncated, as the old chart fitted its y-axis to the bubbles.
      data.y_axis_showminmax = true;
      return undefined;
    },
  },
  {
    source: 'heatmap',
    target: 'heatmap_v2',
    timeColumnIsXAxis: false,
    rename: {
      all_columns_x: 'x_axis',
      all_columns_y: 'groupby',
      y_axis_bounds: 'value_bounds',
      show_perc: 'show_percentage',
    },
    remove: ['sort_by_metric', 'canvas_image_rendering'],
    prepare(data) {
      data.legend_type = 'continuous';
      return undefined;
    },
  },
  {
    source: 'histogram',
    target: 'histogram_v2',
    timeColumnIsXAxis: false,
    rename: {
      x_axis_label: 'x_axis_title',
      y_axis_label: 'y_axis_title',
      normalized: 'normalize',
    },
    remove: ['all_columns_x', 'link_length', 'queryFields'],
    prepare(data) {
      // The new histogram bins one column into a fixed number of bins (the old 'link length').
      const columns = asList(data.all_columns_x);
      if (columns.length > 0) data.column = columns[0];
      const bins = Number.parseInt(String(data.link_length ?? ''), 10);
      data.bins = Number.isFinite(bins) && bins > 0 ? bins : 5;
      if (!data.groupby) data.groupby = [];
      return undefined;
    },
  },
  {
    source: 'sankey',
    target: 'sankey_v2',
    timeColumnIsXAxis: false,
    rename: {},
    remove: ['groupby'],
    prepare(data) {
      // The old sankey's first two group-bys were its source and target columns.
      const groupby = asList(data.groupby);
      if (groupby.length > 1) {
        data.source = groupby[0];
        data.target = groupby[1];
      }
      return undefined;
    },
  },
];
