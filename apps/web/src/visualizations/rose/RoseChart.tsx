/**
 * The rose component: registers the polar coordinate system, tooltip and legend (the bar series
 * is loaded by the view as an option part) and draws the option.
 */
import { LegendComponent, PolarComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { RoseChartProps } from './transformProps';

registerEChartsParts([PolarComponent, TooltipComponent, LegendComponent]);

export default function RoseChart(props: RoseChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-rose" />;
}
