/**
 * The chart types the chart list can filter by: Superset's `viz_type` keys with their display
 * names. A fixed list (a fixed-choice filter) until the visualization registry exists.
 */
import { t } from '../../i18n/t';

export interface VizTypeChoice {
  key: string;
  name: string;
}

/** Built on demand so names go through `t()` at render time. */
export function vizTypeChoices(): VizTypeChoice[] {
  const choices: VizTypeChoice[] = [
    { key: 'echarts_area', name: t('Area Chart') },
    { key: 'echarts_timeseries_bar', name: t('Bar Chart') },
    { key: 'big_number_total', name: t('Big Number') },
    { key: 'big_number', name: t('Big Number with Trendline') },
    { key: 'box_plot', name: t('Box Plot') },
    { key: 'bubble_v2', name: t('Bubble Chart') },
    { key: 'cal_heatmap', name: t('Calendar Heatmap') },
    { key: 'country_map', name: t('Country Map') },
    { key: 'funnel', name: t('Funnel Chart') },
    { key: 'gauge_chart', name: t('Gauge Chart') },
    { key: 'graph_chart', name: t('Graph Chart') },
    { key: 'handlebars', name: t('Handlebars') },
    { key: 'heatmap_v2', name: t('Heatmap') },
    { key: 'histogram_v2', name: t('Histogram') },
    { key: 'echarts_timeseries_line', name: t('Line Chart') },
    { key: 'mixed_timeseries', name: t('Mixed Chart') },
    { key: 'pie', name: t('Pie Chart') },
    { key: 'pivot_table_v2', name: t('Pivot Table') },
    { key: 'radar', name: t('Radar Chart') },
    { key: 'sankey_v2', name: t('Sankey Chart') },
    { key: 'echarts_timeseries_scatter', name: t('Scatter Plot') },
    { key: 'echarts_timeseries_smooth', name: t('Smooth Line') },
    { key: 'echarts_timeseries_step', name: t('Stepped Line') },
    { key: 'sunburst_v2', name: t('Sunburst Chart') },
    { key: 'table', name: t('Table') },
    { key: 'tree_chart', name: t('Tree Chart') },
    { key: 'treemap_v2', name: t('Treemap') },
    { key: 'waterfall', name: t('Waterfall Chart') },
    { key: 'word_cloud', name: t('Word Cloud') },
    { key: 'world_map', name: t('World Map') },
  ];
  return choices;
}

/** The display name of a viz type, or the key itself for types this list does not know. */
export function vizTypeName(key: string): string {
  return vizTypeChoices().find((choice) => choice.key === key)?.name ?? key;
}
