/**
 * The box plot component chunk: registers ECharts' boxplot series (only this chunk needs it;
 * outliers use the scatter series every chart has) and draws one box per group, cross-filtering
 * on a clicked box.
 */
import { BoxplotChart } from 'echarts/charts';
// Renamed: ECharts' registration function is not React's `use` hook.
import { use as registerEChartsParts } from 'echarts/core';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { NamedItemChart } from '../shared/f/NamedItemChart';
import type { BoxPlotChartProps } from './transformProps';

registerEChartsParts([BoxplotChart]);

/** A box's name, or for an outlier the box it belongs to (its data is `[box, value]`). */
function boxNameOf(event: EChartsMouseEvent): string | undefined {
  if (event.componentType !== 'series') return undefined;
  if (Array.isArray(event.data) && typeof event.data[0] === 'string') return event.data[0];
  return event.name || undefined;
}

export default function BoxPlotChart(props: BoxPlotChartProps) {
  return <NamedItemChart {...props} itemNameOf={boxNameOf} testId="echarts-box-plot" />;
}
