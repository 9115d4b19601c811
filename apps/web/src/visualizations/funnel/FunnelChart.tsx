/**
 * The funnel component chunk: registers ECharts' funnel series (only this chunk needs it),
 * tooltip and legend, and draws the steps, cross-filtering on a clicked step.
 */
import { FunnelChart as EChartsFunnel } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
// Renamed: ECharts' registration function is not React's `use` hook.
import { use as registerEChartsParts } from 'echarts/core';
import { NamedItemChart } from '../shared/categories/NamedItemChart';
import type { FunnelChartProps } from './transformProps';

registerEChartsParts([EChartsFunnel, TooltipComponent, LegendComponent]);

export default function FunnelChart(props: FunnelChartProps) {
  return <NamedItemChart {...props} testId="echarts-funnel" />;
}
