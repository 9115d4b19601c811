/**
 * The treemap component: registers ECharts' treemap series and tooltip, draws through
 * PathChartView.
 */
import { TreemapChart as TreemapSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { PathChartView } from '../shared/hierarchy/PathChartView';
import type { TreemapChartProps } from './transformProps';

registerEChartsParts([TreemapSeries, TooltipComponent]);

export default function TreemapChart(props: TreemapChartProps) {
  return <PathChartView {...props} testId="echarts-treemap" />;
}
