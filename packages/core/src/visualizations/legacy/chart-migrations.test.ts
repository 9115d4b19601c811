import { describe, expect, it } from 'vitest';
import { migrateLegacyChart } from './migrate-legacy-viz';

function upgradedParams(vizType: string, params: Record<string, unknown>) {
  const result = migrateLegacyChart({ vizType, params });
  if (!result) throw new Error(`${vizType} was not upgraded`);
  return result.params;
}

describe('retired charts become their _v2 successors', () => {
  it('pivot_table → pivot_table_v2 with the new key names and aggregator', () => {
    const params = {
      adhoc_filters: [],
      any_other_key: 'untouched',
      columns: ['state'],
      combine_metric: true,
      granularity_sqla: 'ds',
      groupby: ['name'],
      number_format: 'SMART_NUMBER',
      pandas_aggfunc: 'sum',
      pivot_margins: true,
      time_range: '100 years ago : now',
      timeseries_limit_metric: 'count',
      transpose_pivot: true,
      viz_type: 'pivot_table',
    };
    expect(upgradedParams('pivot_table', params)).toEqual({
      adhoc_filters: [
        {
          clause: 'WHERE',
          comparator: '100 years ago : now',
          expressionType: 'SIMPLE',
          operator: 'TEMPORAL_RANGE',
          subject: 'ds',
        },
      ],
      any_other_key: 'untouched',
      aggregateFunction: 'Sum',
      colTotals: true,
      colSubTotals: true,
      combineMetric: true,
      form_data_bak: params,
      groupbyColumns: ['state'],
      groupbyRows: ['name'],
      rowOrder: 'value_z_to_a',
      series_limit_metric: 'count',
      transposePivot: true,
      valueFormat: 'SMART_NUMBER',
      viz_type: 'pivot_table_v2',
    });
  });

  it.each([
    ['mean', 'Average'],
    ['median', 'Median'],
    ['min', 'Minimum'],
    ['max', 'Maximum'],
    ['std', 'Sample Standard Deviation'],
    ['var', 'Sample Variance'],
  ])('pivot aggregation %s → %s', (old, aggregator) => {
    expect(upgradedParams('pivot_table', { pandas_aggfunc: old }).aggregateFunction).toBe(
      aggregator,
    );
  });

  it('a custom SQL time column becomes a SQL temporal filter', () => {
    const timeColumn = { expressionType: 'SQL', label: 'ds', sqlExpression: 'sum(ds)' };
    expect(upgradedParams('pivot_table', { granularity_sqla: timeColumn }).adhoc_filters).toEqual([
      {
        clause: 'WHERE',
        comparator: null,
        expressionType: 'SQL',
        operator: 'TEMPORAL_RANGE',
        sqlExpression: 'sum(ds)',
        subject: 'ds',
      },
    ]);
  });

  it('treemap → treemap_v2 sized by the first metric', () => {
    const params = { metrics: ['sum__num', 'count'], order_desc: true, groupby: ['gender'] };
    expect(upgradedParams('treemap', params)).toEqual({
      viz_type: 'treemap_v2',
      metric: 'sum__num',
      sort_by_metric: true,
      groupby: ['gender'],
      form_data_bak: params,
    });
  });

  it('sunburst → sunburst_v2 with its hierarchy as columns', () => {
    const params = { groupby: ['region', 'country'], metric: 'sum__SP_POP_TOTL' };
    expect(upgradedParams('sunburst', params)).toEqual({
      viz_type: 'sunburst_v2',
      columns: ['region', 'country'],
      metric: 'sum__SP_POP_TOTL',
      form_data_bak: params,
    });
  });

  it('bubble → bubble_v2 with the new axis keys', () => {
    const params = {
      adhoc_filters: [],
      bottom_margin: 20,
      color_scheme: 'default',
      entity: 'count',
      left_margin: 20,
      limit: 100,
      max_bubble_size: 50,
      series: ['region'],
      show_legend: true,
      size: 75,
      viz_type: 'bubble',
      x: 'year',
      x_axis_format: 'SMART_DATE',
      x_axis_label: 'Year',
      x_axis_showminmax: true,
      x_log_scale: true,
      x_ticks_layout: '45°',
      y: 'country',
      y_axis_bounds: [0, 100],
      y_axis_format: 'SMART_DATE',
      y_axis_label: 'Year',
      y_axis_showminmax: false,
      y_log_scale: true,
    };
    expect(upgradedParams('bubble', params)).toEqual({
      adhoc_filters: [],
      color_scheme: 'default',
      entity: 'count',
      form_data_bak: params,
      logXAxis: true,
      logYAxis: true,
      max_bubble_size: 50,
      row_limit: 100,
      series: ['region'],
      show_legend: true,
      size: 75,
      truncateYAxis: true,
      viz_type: 'bubble_v2',
      x: 'year',
      xAxisFormat: 'SMART_DATE',
      xAxisLabelRotation: 45,
      x_axis_label: 'Year',
      x_axis_title_margin: 20,
      y: 'country',
      y_axis_bounds: [0, 100],
      y_axis_format: 'SMART_DATE',
      y_axis_label: 'Year',
      y_axis_title_margin: 20,
    });
  });

  it('heatmap → heatmap_v2 with its columns as x-axis and group-by', () => {
    const metric = { label: 'sales', expressionType: 'SQL', sqlExpression: 'max(sales)' };
    const params = {
      datasource: '1__table',
      any_other_key: 'untouched',
      all_columns_x: 'category',
      all_columns_y: 'product',
      metric,
      sort_by_metric: true,
      canvas_image_rendering: 'auto',
      normalize_across: 'x',
      y_axis_bounds: [0, 100],
      show_perc: true,
      viz_type: 'heatmap',
    };
    expect(upgradedParams('heatmap', params)).toEqual({
      datasource: '1__table',
      any_other_key: 'untouched',
      x_axis: 'category',
      groupby: 'product',
      metric,
      legend_type: 'continuous',
      normalize_across: 'x',
      value_bounds: [0, 100],
      show_percentage: true,
      viz_type: 'heatmap_v2',
      form_data_bak: params,
    });
  });

  it('histogram → histogram_v2 binning its first column', () => {
    const params = {
      datasource: '1__table',
      all_columns_x: ['category'],
      adhoc_filters: [],
      cumulative: true,
      link_length: '5',
      normalized: true,
      row_limit: 100,
      viz_type: 'histogram',
      x_axis_label: 'X',
      y_axis_label: 'Y',
    };
    expect(upgradedParams('histogram', params)).toEqual({
      datasource: '1__table',
      adhoc_filters: [],
      bins: 5,
      column: 'category',
      cumulative: true,
      form_data_bak: params,
      groupby: [],
      normalize: true,
      row_limit: 100,
      viz_type: 'histogram_v2',
      x_axis_title: 'X',
      y_axis_title: 'Y',
    });
    expect(upgradedParams('histogram', { link_length: '12' }).bins).toBe(12);
    expect(upgradedParams('histogram', {}).bins).toBe(5);
  });

  it('sankey → sankey_v2 with its first two group-bys as source and target', () => {
    const params = { groupby: ['origin', 'destination'], metric: 'count' };
    expect(upgradedParams('sankey', params)).toEqual({
      viz_type: 'sankey_v2',
      source: 'origin',
      target: 'destination',
      metric: 'count',
      form_data_bak: params,
    });
  });
});
