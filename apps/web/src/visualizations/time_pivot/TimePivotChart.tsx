/**
 * The period pivot's component chunk: draws the option transformProps made, with ECharts' line
 * series and the grid, tooltip and legend it always uses registered up front.
 */
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/lineSeries';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { TimePivotChartProps } from './transformProps';

registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

export default function TimePivotChart(props: TimePivotChartProps) {
  return <PluginEChartsView chart={props} testId="time-pivot-chart" />;
}
