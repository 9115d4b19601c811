/** The waterfall component chunk: draws the stacked bars (bar series are in the core set). */
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import type { EChartsOption } from '../shared/echarts/echartsOption';
import { EChartsView } from '../shared/echarts/EChartsView';
import type { WaterfallChartProps } from './transformProps';

export default function WaterfallChart(props: WaterfallChartProps) {
  const rendered = useChartRenderedCallback();
  return (
    <EChartsView
      // Bars, grid, legend and tooltip are registered by the core factory; the option's
      // narrower compose type only differs from the view's in name.
      option={props.option as EChartsOption}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      testId="echarts-waterfall"
    />
  );
}
