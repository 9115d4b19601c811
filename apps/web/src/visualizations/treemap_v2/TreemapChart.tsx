/**
 * The treemap component: registers ECharts' treemap series (tooltip and the canvas renderer come
 * with the core set) and draws through PathChartView.
 */
import { TreemapChart as TreemapSeries } from 'echarts/charts';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PathChartView } from '../shared/g/PathChartView';
import type { TreemapChartProps } from './transformProps';

registerEChartsParts([TreemapSeries]);

export default function TreemapChart(props: TreemapChartProps) {
  return <PathChartView {...props} testId="echarts-treemap" />;
}
