/**
 * Every chart type Panorama renders, keyed by Superset's `viz_type`. Plugins are imported
 * statically (metadata, control panel, buildQuery and transformProps are small); each one's
 * React component is its own lazily loaded chunk (`loadComponent`).
 */
import { plugin as bullet } from './bullet/index';
import { plugin as gaugeChart } from './gauge_chart/index';
import { plugin as handlebars } from './handlebars/index';
import { plugin as pivotTable } from './pivot_table_v2/index';
import { plugin as timeTable } from './time_table/index';
import { plugin as wordCloud } from './word_cloud/index';
import { plugin as boxPlot } from './box_plot/index';
import { plugin as bubble } from './bubble_v2/index';
import { plugin as calHeatmap } from './cal_heatmap/index';
import { plugin as funnel } from './funnel/index';
import { plugin as graph } from './graph_chart/index';
import { plugin as heatmap } from './heatmap_v2/index';
import { plugin as histogram } from './histogram_v2/index';
import { plugin as mixedTimeseries } from './mixed_timeseries/index';
import { plugin as radar } from './radar/index';
import { plugin as sankey } from './sankey_v2/index';
import { plugin as sunburst } from './sunburst_v2/index';
import { plugin as tree } from './tree_chart/index';
import { plugin as treemap } from './treemap_v2/index';
import { plugin as waterfall } from './waterfall/index';
import { plugin as deckScatter } from './deck_scatter/index';
import { plugin as worldMap } from './world_map/index';
import { plugin as countryMap } from './country_map/index';
import { plugin as filterBox } from './filter_box/index';
import { plugin as bigNumber } from './big_number/index';
import { plugin as bigNumberTotal } from './big_number_total/index';
import type { ChartPlugin } from './chartPluginTypes';
import { getDynamicChartPlugin, withDynamicChartPlugins } from './dynamic/dynamicChartPlugins';
import { plugin as area } from './echarts_area/index';
import { plugin as bar } from './echarts_timeseries_bar/index';
import { plugin as line } from './echarts_timeseries_line/index';
import { plugin as scatter } from './echarts_timeseries_scatter/index';
import { plugin as smoothLine } from './echarts_timeseries_smooth/index';
import { plugin as steppedLine } from './echarts_timeseries_step/index';
import { plugin as pie } from './pie/index';
import { plugin as table } from './table/index';

/**
 * Each plugin is typed by its own component's props; side by side they share the erased type.
 * Safe because a plugin's props only ever flow from its own transformProps to its own component.
 */
function registered<P>(plugin: ChartPlugin<P>): ChartPlugin {
  return plugin as unknown as ChartPlugin;
}

// The chart types, in the picker's default order. Each folder exports its plugin as `plugin`.
const PLUGINS: ChartPlugin[] = [
  registered(line),
  registered(bar),
  registered(area),
  registered(table),
  registered(pivotTable),
  registered(timeTable),
  registered(gaugeChart),
  registered(bullet),
  registered(wordCloud),
  registered(handlebars),
  registered(bigNumberTotal),
  registered(bigNumber),
  registered(pie),
  registered(scatter),
  registered(smoothLine),
  registered(steppedLine),
  registered(mixedTimeseries),
  registered(waterfall),
  registered(funnel),
  registered(radar),
  registered(boxPlot),
  registered(histogram),
  registered(bubble),
  registered(sunburst),
  registered(treemap),
  registered(heatmap),
  registered(calHeatmap),
  registered(sankey),
  registered(graph),
  registered(tree),
  registered(deckScatter),
  registered(worldMap),
  registered(countryMap),
  registered(filterBox),
];

const BY_KEY = new Map(PLUGINS.map((plugin) => [plugin.key, plugin]));

export function getChartPlugin(vizType: string): ChartPlugin | undefined {
  // Built-in types win over a dynamic plugin registered under the same key.
  return BY_KEY.get(vizType) ?? getDynamicChartPlugin(vizType);
}

export function listChartPlugins(): ChartPlugin[] {
  return withDynamicChartPlugins(PLUGINS);
}
