/**
 * The sunburst component: registers ECharts' sunburst series and tooltip (the "Total" text, a
 * graphic, loads when the option shows it) and draws through PathChartView.
 */
import { SunburstChart as SunburstSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PathChartView } from '../shared/hierarchy/PathChartView';
import type { SunburstChartProps } from './transformProps';

registerEChartsParts([SunburstSeries, TooltipComponent]);

export default function SunburstChart(props: SunburstChartProps) {
  return <PathChartView {...props} testId="echarts-sunburst" />;
}
