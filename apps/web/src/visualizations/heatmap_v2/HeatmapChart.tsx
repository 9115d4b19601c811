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
import { drillFilter } from '../shared/echarts/drillMenu';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { HeatmapChartProps } from './transformProps';
import { useDrillMenuHandler } from '../shared/echarts/useDrillMenuHandler';

registerEChartsParts([HeatmapSeries, VisualMapComponent, GridComponent, TooltipComponent]);

export default function HeatmapChart(props: HeatmapChartProps) {
  const { axes, onContextMenu } = props;

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => {
        if (event.componentType !== 'series' || !Array.isArray(event.value)) return null;
        const [x, y] = event.value as [number, number];
        return [
          drillFilter(axes.xColumn, axes.xValues[x]),
          drillFilter(axes.yColumn, axes.yValues[y]),
        ];
      },
      [axes],
    ),
  );

  return (
    <PluginEChartsView chart={props} onContextMenu={handleContextMenu} testId="echarts-heatmap" />
  );
}
