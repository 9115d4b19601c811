/** The graph component: registers ECharts' graph series, tooltip and legend, draws the option. */
import { GraphChart as GraphSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import { ExtendedEChartsView } from '../shared/extended-echarts/ExtendedEChartsView';
import type { GraphChartProps } from './transformProps';

registerEChartsParts([GraphSeries, TooltipComponent, LegendComponent]);

export default function GraphChart(props: GraphChartProps) {
  const rendered = useChartRenderedCallback();
  return (
    <ExtendedEChartsView
      option={props.option}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      testId="echarts-graph"
    />
  );
}
