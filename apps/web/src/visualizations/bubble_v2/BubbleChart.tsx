/** The bubble chart component chunk: registers the ECharts parts it draws with, draws bubbles. */
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/scatterSeries';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import type { EChartsOption } from '../shared/echarts/echartsOption';
import { EChartsView } from '../shared/echarts/EChartsView';
import type { BubbleChartProps } from './transformProps';

registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

export default function BubbleChart(props: BubbleChartProps) {
  const rendered = useChartRenderedCallback();
  return (
    <EChartsView
      // The option's narrower compose type (scatter, grid, legend, tooltip) only differs from the
      // view's in name.
      option={props.option as EChartsOption}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      testId="echarts-bubble"
    />
  );
}
