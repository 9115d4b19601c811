/**
 * The heatmap component: registers ECharts' heatmap series, visual map (the legend), grid and
 * tooltip, draws the option and opens the drill menu for a cell's x and y values on right click.
 */
import { useCallback } from 'react';
import { HeatmapChart as HeatmapSeries } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { ExtendedEChartsView } from '../shared/extended-echarts/ExtendedEChartsView';
import type { Primitive } from '../shared/categories/groupValues';
import type { HeatmapChartProps } from './transformProps';

registerEChartsParts([HeatmapSeries, VisualMapComponent, GridComponent, TooltipComponent]);

function drillFilter(col: string, value: Primitive | undefined) {
  return value === null || value === undefined
    ? { col, op: 'IS NULL', val: null }
    : { col, op: '==', val: value };
}

export default function HeatmapChart(props: HeatmapChartProps) {
  const { axes, onContextMenu } = props;
  const rendered = useChartRenderedCallback();

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent) => {
      if (!onContextMenu || event.componentType !== 'series' || !Array.isArray(event.value)) {
        return;
      }
      const [x, y] = event.value as [number, number];
      const pointer = event.event?.event;
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, [
        drillFilter(axes.xColumn, axes.xValues[x]),
        drillFilter(axes.yColumn, axes.yValues[y]),
      ]);
    },
    [axes, onContextMenu],
  );

  return (
    <ExtendedEChartsView
      option={props.option}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-heatmap"
    />
  );
}
