/**
 * The pie component: draws the option, emits a cross filter when a slice is clicked (with a
 * group-by, where the host passes `setDataMask`) and opens the drill menu on right click.
 * Registers ECharts' pie series, tooltip and legend; the "Total" text (a graphic) loads when the
 * option shows it.
 */
import { PieChart as PieSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { NamedItemChart } from '../shared/categories/NamedItemChart';
import type { PieChartProps } from './transformProps';

registerEChartsParts([PieSeries, TooltipComponent, LegendComponent]);

export default function PieChart(props: PieChartProps) {
  return <NamedItemChart {...props} testId="echarts-pie" />;
}
