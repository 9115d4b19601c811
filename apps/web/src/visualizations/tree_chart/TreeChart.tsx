/** The tree component: registers ECharts' tree series and tooltip, draws the option. */
import { TreeChart as TreeSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { TreeChartProps } from './transformProps';

registerEChartsParts([TreeSeries, TooltipComponent]);

export default function TreeChart(props: TreeChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-tree" />;
}
