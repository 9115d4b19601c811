/**
 * The canvas of an ECharts chart plugin: draws the option transformProps made at the chart's
 * size and tells the ChartRenderer once it is drawn. Clicks and right clicks go to the chart
 * type's handlers; the chart type's own module registers the ECharts parts its option uses.
 */
import { useChartRenderedCallback } from '../chartRenderSignal';
import type { EChartsOption } from './echartsOption';
import { EChartsView, type EChartsViewProps } from './EChartsView';

/** What a plugin's transformProps hands its ECharts component. */
export interface EChartsPluginProps {
  /**
   * An ECharts option of any series: each chart type types its own (pie, gauge, sankey...) and
   * registers those series in its component module before the first draw.
   */
  option: object;
  width: number;
  height: number;
}

export interface PluginEChartsViewProps extends Pick<
  EChartsViewProps,
  'onClick' | 'onContextMenu' | 'onLegendSelectChanged'
> {
  chart: EChartsPluginProps;
  testId: string;
}

export function PluginEChartsView({ chart, ...rest }: PluginEChartsViewProps) {
  const rendered = useChartRenderedCallback();
  return (
    <EChartsView
      // EChartsView only hands the option to `setOption`, which takes any series registered by
      // then; its prop type names the series every chart shares.
      option={chart.option as unknown as EChartsOption}
      width={chart.width}
      height={chart.height}
      onFinished={rendered}
      {...rest}
    />
  );
}
