/**
 * The sunburst component: registers ECharts' sunburst series (tooltip, graphic and the canvas
 * renderer come with the core set) and draws through PathChartView.
 */
import { SunburstChart as SunburstSeries } from 'echarts/charts';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PathChartView } from '../shared/g/PathChartView';
import type { SunburstChartProps } from './transformProps';

registerEChartsParts([SunburstSeries]);

export default function SunburstChart(props: SunburstChartProps) {
  return <PathChartView {...props} testId="echarts-sunburst" />;
}
