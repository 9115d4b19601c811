/** The waterfall component chunk: registers the ECharts parts it draws with, draws the bars. */
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/barSeries';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { WaterfallChartProps } from './transformProps';

registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

export default function WaterfallChart(props: WaterfallChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-waterfall" />;
}
