/**
 * The built-in chart types: each Superset `viz_type` the web app draws, in the chart picker's
 * default order. The web app keys its plugin table by these names
 * (apps/web/src/visualizations/chartPluginLoaders.ts) and the server accepts them as a chart's
 * viz_type, so both read this one list.
 */
export const BUILT_IN_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'pivot_table_v2',
  'time_table',
  'gauge_chart',
  'bullet',
  'word_cloud',
  'handlebars',
  'big_number_total',
  'big_number',
  'pie',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'mixed_timeseries',
  'waterfall',
  'funnel',
  'radar',
  'box_plot',
  'histogram_v2',
  'bubble_v2',
  'sunburst_v2',
  'treemap_v2',
  'heatmap_v2',
  'cal_heatmap',
  'sankey_v2',
  'graph_chart',
  'tree_chart',
  'deck_scatter',
  'world_map',
  'country_map',
  'filter_box',
  'pop_kpi',
  'paired_ttest',
  'mapbox',
  'chord',
  'rose',
  'para',
  'horizon',
  'gantt_chart',
  'time_pivot',
  'deck_hex',
  'deck_grid',
  'deck_screengrid',
  'deck_heatmap',
  'deck_arc',
  'deck_path',
  'deck_geojson',
  'deck_polygon',
  'deck_contour',
  'partition',
  'deck_multi',
] as const;

export type BuiltInVizType = (typeof BUILT_IN_VIZ_TYPES)[number];

const BUILT_IN = new Set<string>(BUILT_IN_VIZ_TYPES);

export function isBuiltInVizType(vizType: string): vizType is BuiltInVizType {
  return BUILT_IN.has(vizType);
}
