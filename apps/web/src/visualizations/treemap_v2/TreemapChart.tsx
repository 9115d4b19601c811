/**
 * The treemap component: registers ECharts' treemap series (tooltip and the canvas renderer come
 * with the core set) and draws through PathChartView.
 */
import { TreemapChart as TreemapSeries } from 'echarts/charts';
import { use } from 'echarts/core';
import { PathChartView } from '../shared/g/PathChartView';
import type { TreemapChartProps } from './transformProps';

use([TreemapSeries]);

export default function TreemapChart(props: TreemapChartProps) {
  return <PathChartView {...props} testId="echarts-treemap" />;
}
