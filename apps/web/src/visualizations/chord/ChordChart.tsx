/**
 * The chord diagram component: draws the option (the view loads the chord series part first)
 * with its tooltip and opens the drill menu for a ribbon's source and target on right click.
 */
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { FlowChartView } from '../shared/flows/FlowChartView';
import type { ChordChartProps } from './transformProps';

registerEChartsParts([TooltipComponent]);

export default function ChordChart(props: ChordChartProps) {
  return <FlowChartView chart={props} testId="echarts-chord" />;
}
