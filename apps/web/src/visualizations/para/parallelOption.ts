/**
 * The parallel coordinates' ECharts option: the parallel series, its coordinate system and axes
 * (registered on demand as an option part, `shared/echarts/parts/parallelSeries.ts`) and the
 * tooltip. Type-only. The coordinate system and axes are typed beside ComposeOption, whose
 * mapping of component names does not take ECharts' parallel component.
 */
import type { ParallelSeriesOption } from 'echarts/charts';
import type { ParallelComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export interface ParallelAxis {
  dim: number;
  name: string;
  type: 'value' | 'category';
  data?: string[];
  scale?: boolean;
}

export type ParallelOption = ComposeOption<ParallelSeriesOption | TooltipComponentOption> & {
  parallel: ParallelComponentOption;
  parallelAxis: ParallelAxis[];
};
