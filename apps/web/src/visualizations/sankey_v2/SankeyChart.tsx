/**
 * The sankey component: registers ECharts' sankey series and tooltip, draws the option and opens
 * the drill menu for a flow's source and target on right click.
 */
import { useCallback } from 'react';
import { SankeyChart as SankeySeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { drillFilter } from '../shared/echarts/drillMenu';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { SankeyChartProps } from './transformProps';
import { useDrillMenuHandler } from '../shared/echarts/useDrillMenuHandler';

registerEChartsParts([SankeySeries, TooltipComponent]);

export default function SankeyChart(props: SankeyChartProps) {
  const { drill, onContextMenu } = props;

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent & { dataType?: string }) => {
        const link = event.dataType === 'edge' ? drill.links[event.dataIndex ?? -1] : undefined;
        if (!link) return null;
        return [
          drillFilter(drill.source, link.sourceValue),
          drillFilter(drill.target, link.targetValue),
        ];
      },
      [drill],
    ),
  );

  return (
    <PluginEChartsView chart={props} onContextMenu={handleContextMenu} testId="echarts-sankey" />
  );
}
