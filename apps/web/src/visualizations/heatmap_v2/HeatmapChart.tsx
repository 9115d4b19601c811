/**
 * The heatmap component: registers ECharts' heatmap series, visual map (the legend), grid and
 * tooltip, draws the option and opens the drill menu for a cell's x and y values on right click.
 */
import { useCallback } from 'react';
import { HeatmapChart as HeatmapSeries } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { drillFilter, openDrillMenu } from '../shared/echarts/drillMenu';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { HeatmapChartProps } from './transformProps';

registerEChartsParts([HeatmapSeries, VisualMapComponent, GridComponent, TooltipComponent]);

export default function HeatmapChart(props: HeatmapChartProps) {
  const { axes, onContextMenu } = props;

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent) => {
      if (!onContextMenu || event.componentType !== 'series' || !Array.isArray(event.value)) {
        return;
      }
      const [x, y] = event.value as [number, number];
      openDrillMenu(onContextMenu, event, [
        drillFilter(axes.xColumn, axes.xValues[x]),
        drillFilter(axes.yColumn, axes.yValues[y]),
      ]);
    },
    [axes, onContextMenu],
  );

  return (
    <PluginEChartsView
      chart={props}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-heatmap"
    />
  );
}
