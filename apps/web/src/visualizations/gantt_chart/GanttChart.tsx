/**
 * The Gantt chart component: registers the cartesian grid, tooltip and legend (the view loads
 * the custom series, mark lines and zoom as option parts) and draws the option.
 */
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { GanttChartProps } from './transformProps';

registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

export default function GanttChart(props: GanttChartProps) {
  return <PluginEChartsView chart={props} testId="echarts-gantt" />;
}
