/**
 * The view of charts whose links join a source value to a target value (sankey, chord): draws
 * the option and opens the drill menu for a link's source and target on right click.
 */
import { useCallback } from 'react';
import type { ChartHooks } from '../../chartPluginTypes';
import type { EChartsMouseEvent } from '../echarts/echartsOption';
import { drillFilter } from '../echarts/drillMenu';
import { PluginEChartsView, type EChartsPluginProps } from '../echarts/PluginEChartsView';
import { useDrillMenuHandler } from '../echarts/useDrillMenuHandler';
import type { Primitive } from '../categories/groupValues';

/** The columns of a flow chart and the raw values of each link (by index), for drill filters. */
export interface FlowDrill {
  source: string;
  target: string;
  links: Array<{ sourceValue: Primitive; targetValue: Primitive }>;
}

export interface FlowChartProps extends EChartsPluginProps {
  drill: FlowDrill;
  onContextMenu?: ChartHooks['onContextMenu'];
}

export function FlowChartView({ chart, testId }: { chart: FlowChartProps; testId: string }) {
  const { drill, onContextMenu } = chart;
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
  return <PluginEChartsView chart={chart} onContextMenu={handleContextMenu} testId={testId} />;
}
