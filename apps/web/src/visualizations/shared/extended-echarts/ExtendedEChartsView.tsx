/**
 * EChartsView for the chart types whose options use series outside the cartesian and pie set
 * that EChartsView's option type names (`extendedEChartsOption.ts`). The component that renders
 * this registers those series with `use([...])` from 'echarts/core' before the first draw.
 */
import type { EChartsOption } from '../echarts/echartsOption';
import { EChartsView, type EChartsViewProps } from '../echarts/EChartsView';
import type { ExtendedEChartsOption } from './extendedEChartsOption';

export interface ExtendedEChartsViewProps extends Omit<EChartsViewProps, 'option'> {
  option: ExtendedEChartsOption;
}

export function ExtendedEChartsView({ option, ...rest }: ExtendedEChartsViewProps) {
  // EChartsView only hands the option to `setOption`, which accepts any registered series; its
  // prop type names the cartesian and pie series only, so the wider option is passed through it.
  return <EChartsView option={option as unknown as EChartsOption} {...rest} />;
}
