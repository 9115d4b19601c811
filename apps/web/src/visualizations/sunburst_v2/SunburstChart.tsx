/**
 * The sunburst component: registers ECharts' sunburst series (tooltip, graphic and the canvas
 * renderer come with the core set) and draws through PathChartView.
 */
import { SunburstChart as SunburstSeries } from 'echarts/charts';
import { use } from 'echarts/core';
import { PathChartView } from '../shared/g/PathChartView';
import type { SunburstChartProps } from './transformProps';

use([SunburstSeries]);

export default function SunburstChart(props: SunburstChartProps) {
  return <PathChartView {...props} testId="echarts-sunburst" />;
}
