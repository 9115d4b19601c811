/**
 * The sankey component: registers ECharts' sankey series and tooltip, draws the option and opens
 * the drill menu for a flow's source and target on right click.
 */
import { useCallback } from 'react';
import { SankeyChart as SankeySeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { ExtendedEChartsView } from '../shared/extended-echarts/ExtendedEChartsView';
import type { Primitive } from '../shared/categories/groupValues';
import type { SankeyChartProps } from './transformProps';

registerEChartsParts([SankeySeries, TooltipComponent]);

function drillFilter(col: string, value: Primitive) {
  return value === null ? { col, op: 'IS NULL', val: null } : { col, op: '==', val: value };
}

export default function SankeyChart(props: SankeyChartProps) {
  const { drill, onContextMenu } = props;
  const rendered = useChartRenderedCallback();

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent & { dataType?: string }) => {
      const link = event.dataType === 'edge' ? drill.links[event.dataIndex ?? -1] : undefined;
      if (!onContextMenu || !link) return;
      const pointer = event.event?.event;
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, [
        drillFilter(drill.source, link.sourceValue),
        drillFilter(drill.target, link.targetValue),
      ]);
    },
    [drill, onContextMenu],
  );

  return (
    <ExtendedEChartsView
      option={props.option}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-sankey"
    />
  );
}
