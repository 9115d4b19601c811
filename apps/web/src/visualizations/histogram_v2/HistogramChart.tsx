/** The histogram component chunk: registers the ECharts parts it draws with, draws the bins. */
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/barSeries';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { HistogramChartProps } from './transformProps';

registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

export default function HistogramChart(props: HistogramChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-histogram" />;
}
