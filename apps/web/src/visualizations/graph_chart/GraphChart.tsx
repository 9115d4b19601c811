/** The graph component: registers ECharts' graph series, tooltip and legend, draws the option. */
import { GraphChart as GraphSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { GraphChartProps } from './transformProps';

registerEChartsParts([GraphSeries, TooltipComponent, LegendComponent]);

export default function GraphChart(props: GraphChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-graph" />;
}
