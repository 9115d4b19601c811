/**
 * The box plot component chunk: registers the ECharts parts it draws with (the boxplot series
 * only this chunk needs, scatter series for the outliers) and draws one box per group,
 * cross-filtering on a clicked box.
 */
import { BoxplotChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
// Renamed: ECharts' registration function is not React's `use` hook.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/scatterSeries';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { NamedItemChart } from '../shared/categories/NamedItemChart';
import type { BoxPlotChartProps } from './transformProps';

// The tooltip brings the axis pointer (the shadow behind a hovered box).
registerEChartsParts([BoxplotChart, GridComponent, TooltipComponent]);

/** A box's name, or for an outlier the box it belongs to (its data is `[box, value]`). */
function boxNameOf(event: EChartsMouseEvent): string | undefined {
  if (event.componentType !== 'series') return undefined;
  if (Array.isArray(event.data) && typeof event.data[0] === 'string') return event.data[0];
  return event.name || undefined;
}

export default function BoxPlotChart(props: BoxPlotChartProps) {
  return <NamedItemChart {...props} itemNameOf={boxNameOf} testId="echarts-box-plot" />;
}
