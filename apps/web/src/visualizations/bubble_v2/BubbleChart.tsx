/** The bubble chart component chunk: registers the ECharts parts it draws with, draws bubbles. */
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/scatterSeries';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { BubbleChartProps } from './transformProps';

registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

export default function BubbleChart(props: BubbleChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-bubble" />;
}
