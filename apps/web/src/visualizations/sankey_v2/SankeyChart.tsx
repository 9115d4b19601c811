/**
 * The sankey component: registers ECharts' sankey series and tooltip, draws the option and opens
 * the drill menu for a flow's source and target on right click.
 */
import { SankeyChart as SankeySeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { FlowChartView } from '../shared/flows/FlowChartView';
import type { SankeyChartProps } from './transformProps';

registerEChartsParts([SankeySeries, TooltipComponent]);

export default function SankeyChart(props: SankeyChartProps) {
  return <FlowChartView chart={props} testId="echarts-sankey" />;
}
