/**
 * The import of each built-in chart type's plugin module (`<viz_type>/index.ts`, which exports
 * `plugin`), keyed by the one list of built-in `viz_type`s in packages/core, which the server
 * checks charts against too; the type of the table makes it cover that list exactly.
 * Dashboards load a type through this table only when one of their charts uses it
 * (loadChartPlugin.ts); explore takes every type listed here up front (registry.ts).
 */
import {
  BUILT_IN_VIZ_TYPES,
  type BuiltInVizType,
} from '@panorama/core/visualizations/built-in-viz-types';
import type { ChartPlugin } from './chartPluginTypes';

/**
 * Each plugin is typed by its own component's props; side by side they share the erased type.
 * Safe because a plugin's props only ever flow from its own transformProps to its own component.
 */
function erased<P>(load: () => Promise<{ plugin: ChartPlugin<P> }>): () => Promise<ChartPlugin> {
  return () => load().then((module) => module.plugin as unknown as ChartPlugin);
}

// Each import stays a literal `import('./…')` so the bundler gives every type its own chunk.
const CHART_PLUGIN_LOADERS: Record<BuiltInVizType, () => Promise<ChartPlugin>> = {
  echarts_timeseries_line: erased(() => import('./echarts_timeseries_line/index')),
  echarts_timeseries_bar: erased(() => import('./echarts_timeseries_bar/index')),
  echarts_area: erased(() => import('./echarts_area/index')),
  table: erased(() => import('./table/index')),
  pivot_table_v2: erased(() => import('./pivot_table_v2/index')),
  time_table: erased(() => import('./time_table/index')),
  gauge_chart: erased(() => import('./gauge_chart/index')),
  bullet: erased(() => import('./bullet/index')),
  word_cloud: erased(() => import('./word_cloud/index')),
  handlebars: erased(() => import('./handlebars/index')),
  big_number_total: erased(() => import('./big_number_total/index')),
  big_number: erased(() => import('./big_number/index')),
  pie: erased(() => import('./pie/index')),
  echarts_timeseries_scatter: erased(() => import('./echarts_timeseries_scatter/index')),
  echarts_timeseries_smooth: erased(() => import('./echarts_timeseries_smooth/index')),
  echarts_timeseries_step: erased(() => import('./echarts_timeseries_step/index')),
  mixed_timeseries: erased(() => import('./mixed_timeseries/index')),
  waterfall: erased(() => import('./waterfall/index')),
  funnel: erased(() => import('./funnel/index')),
  radar: erased(() => import('./radar/index')),
  box_plot: erased(() => import('./box_plot/index')),
  histogram_v2: erased(() => import('./histogram_v2/index')),
  bubble_v2: erased(() => import('./bubble_v2/index')),
  sunburst_v2: erased(() => import('./sunburst_v2/index')),
  treemap_v2: erased(() => import('./treemap_v2/index')),
  heatmap_v2: erased(() => import('./heatmap_v2/index')),
  cal_heatmap: erased(() => import('./cal_heatmap/index')),
  sankey_v2: erased(() => import('./sankey_v2/index')),
  graph_chart: erased(() => import('./graph_chart/index')),
  tree_chart: erased(() => import('./tree_chart/index')),
  deck_scatter: erased(() => import('./deck_scatter/index')),
  world_map: erased(() => import('./world_map/index')),
  country_map: erased(() => import('./country_map/index')),
  filter_box: erased(() => import('./filter_box/index')),
  pop_kpi: erased(() => import('./pop_kpi/index')),
  paired_ttest: erased(() => import('./paired_ttest/index')),
  mapbox: erased(() => import('./mapbox/index')),
  chord: erased(() => import('./chord/index')),
  rose: erased(() => import('./rose/index')),
  para: erased(() => import('./para/index')),
  horizon: erased(() => import('./horizon/index')),
  gantt_chart: erased(() => import('./gantt_chart/index')),
  time_pivot: erased(() => import('./time_pivot/index')),
  deck_hex: erased(() => import('./deck_hex/index')),
  deck_grid: erased(() => import('./deck_grid/index')),
  deck_screengrid: erased(() => import('./deck_screengrid/index')),
  deck_heatmap: erased(() => import('./deck_heatmap/index')),
  deck_arc: erased(() => import('./deck_arc/index')),
  deck_path: erased(() => import('./deck_path/index')),
  deck_geojson: erased(() => import('./deck_geojson/index')),
  deck_polygon: erased(() => import('./deck_polygon/index')),
  deck_contour: erased(() => import('./deck_contour/index')),
  partition: erased(() => import('./partition/index')),
  deck_multi: erased(() => import('./deck_multi/index')),
};

export { BUILT_IN_VIZ_TYPES };

/** How to load a built-in chart type's plugin; undefined for any other `viz_type`. */
export function builtInChartPluginLoader(
  vizType: string,
): (() => Promise<ChartPlugin>) | undefined {
  // Own keys only: a `viz_type` such as "constructor" must not reach Object.prototype.
  return Object.hasOwn(CHART_PLUGIN_LOADERS, vizType)
    ? CHART_PLUGIN_LOADERS[vizType as BuiltInVizType]
    : undefined;
}
