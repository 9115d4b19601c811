/**
 * The radar component chunk: registers ECharts' radar series and coordinate system (only this
 * chunk needs them), tooltip and legend, and draws one shape per group, cross-filtering on a
 * clicked one.
 */
import { RadarChart as EChartsRadar } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
// Renamed: ECharts' registration function is not React's `use` hook.
import { use as registerEChartsParts } from 'echarts/core';
import { NamedItemChart } from '../shared/categories/NamedItemChart';
import type { RadarChartProps } from './transformProps';

registerEChartsParts([EChartsRadar, RadarComponent, TooltipComponent, LegendComponent]);

export default function RadarChart(props: RadarChartProps) {
  return <NamedItemChart {...props} testId="echarts-radar" />;
}
