/** The histogram component chunk: draws the binned bars (bar series are part of the core set). */
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import type { EChartsOption } from '../shared/echarts/echartsOption';
import { EChartsView } from '../shared/echarts/EChartsView';
import type { HistogramChartProps } from './transformProps';

export default function HistogramChart(props: HistogramChartProps) {
  const rendered = useChartRenderedCallback();
  return (
    <EChartsView
      // Bars, grid, legend and tooltip are all registered by the core factory; the option's
      // narrower compose type only differs from the view's in name.
      option={props.option as EChartsOption}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      testId="echarts-histogram"
    />
  );
}
